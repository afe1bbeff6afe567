import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const answer = z.object({
  contra: z.number().int(),
  nombre: z.string().nullable(),
  plan: z.object({ codigo: z.number() }).nullable(),
});

describe('every JSON answer is checked against its contract before it is written', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  let returned: unknown;
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/answer', { schema: { response: { 200: answer } } }, () => returned as never);
    await app.ready();
  });
  afterAll(() => app.close());

  const fetchAnswer = async (value: unknown) => {
    returned = value;
    return app.inject({ method: 'GET', url: '/answer' });
  };

  it('writes an answer that keeps to its contract as it is', async () => {
    const response = await fetchAnswer({ contra: 30000001, nombre: 'Juan', plan: { codigo: 310 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ contra: 30000001, nombre: 'Juan', plan: { codigo: 310 } });
  });

  it('drops fields the contract does not name, at every depth', async () => {
    const response = await fetchAnswer({
      contra: 30000001,
      nombre: null,
      documento: '20000001',
      plan: { codigo: 310, costo: 99 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"contra":30000001,"nombre":null,"plan":{"codigo":310}}');
  });

  it.each([
    ['a number sent as text', { contra: '30000001', nombre: null, plan: null }],
    ['a required field missing', { nombre: 'Juan', plan: null }],
    ['a nested field of the wrong type', { contra: 1, nombre: null, plan: { codigo: 'x' } }],
  ])('refuses %s with a 500 instead of a half-right body', async (_case, value) => {
    const response = await fetchAnswer(value);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Juan');
  });
});
