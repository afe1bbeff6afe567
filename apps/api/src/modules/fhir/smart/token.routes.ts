import type { FastifyInstance } from 'fastify';
import { exchangeToken, type TokenDeps, type TokenRequest } from './token.service.ts';

/** POST /auth/token: SMART Backend Services' token endpoint (form or JSON body). */
export function tokenRoutes(app: FastifyInstance, deps: TokenDeps): void {
  app.post(
    '/auth/token',
    { config: { fhir: { public: true, oauthJson: true } } },
    async (request, reply) => {
      const body = (
        typeof request.body === 'object' && request.body !== null ? request.body : {}
      ) as TokenRequest;
      const answer = await exchangeToken(deps, body);
      // OAuth 2.0 §5.1: a token answer is never cached.
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(answer);
    },
  );
}
