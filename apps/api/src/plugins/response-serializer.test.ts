import Fastify from 'fastify';
import {
  ResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { $ZodError } from 'zod/v4/core';
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

/**
 * The serializer reaches into zod's core and the type provider's internals (its error class and
 * the `{ properties }` wrapping of a schema). These fail on an upgrade that moves either, before
 * a production answer does.
 */
describe('the response serializer against the libraries it reaches into', () => {
  const compile = (schema: unknown) =>
    responseSerializerCompiler({ schema, method: 'GET', url: '/answer', httpStatus: '200' });
  const good = { contra: 30000001, nombre: 'Juan', plan: { codigo: 310 } };

  it("writes what the type provider's own serializer writes, for a bare and a wrapped schema", () => {
    const theirs = serializerCompiler({
      schema: answer,
      method: 'GET',
      url: '/answer',
      httpStatus: '200',
    });
    expect(compile(answer)(good)).toBe(theirs(good));
    expect(compile({ properties: answer })(good)).toBe(theirs(good));
  });

  it("fails with the type provider's ResponseSerializationError, caused by zod's error", () => {
    const failure = (() => {
      try {
        compile(answer)({ nombre: 'Juan' });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(failure).toBeInstanceOf(ResponseSerializationError);
    expect((failure as ResponseSerializationError).cause).toBeInstanceOf($ZodError);
  });

  it('refuses, at start-up, a response schema that is not zod', () => {
    expect(() => compile({ type: 'object' })).toThrow(/not a zod schema/);
  });
});
