import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Writes the answer waits for (ADR 0068), each settled to its error or null. */
    answerWrites?: Promise<Error | null>[];
  }
}

/**
 * A row the answer must not leave before (ADR 0068), written while the rest of the answer is
 * made: the team activity plugin's hook waits for it together with the activity row, so two
 * group commits overlap instead of following each other. A failure turns the answer into the
 * server's error there; until then it is held, never an unhandled rejection.
 */
export function writeBeforeTheAnswer(request: FastifyRequest, write: Promise<unknown>): void {
  (request.answerWrites ??= []).push(settled(write));
}

/** The write's error, or null once it is in. */
export function settled(write: Promise<unknown>): Promise<Error | null> {
  return write.then(
    () => null,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}
