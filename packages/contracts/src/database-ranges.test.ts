import { describe, expect, it } from 'vitest';
import { therapeuticTokenParams } from './affiliates/schemas.ts';
import { serverDay } from './common-fields.ts';
import { registerProviderRequest, registerUserRequest } from './auth/registration.ts';
import { enterDiagnosisRequest, connectivityMessage } from './connectivity/schemas.ts';
import { createTerminalRequest } from './coverage/schemas.ts';
import { moduleStatusParams } from './session/session.ts';
import { acceptTermsRequest } from './session/terms.ts';
import { caseSearchRequest, contactCaseSearchRequest } from './support-cases/reads.ts';
import { replyCaseRequest, saveCaseNoteRequest } from './support-cases/writes.ts';

/*
 * The inputs once found answering 500 (the database refused them): each is now refused by
 * its contract field, before any query runs.
 */

const valid = (schema: { safeParse(input: unknown): { success: boolean } }, input: unknown) =>
  schema.safeParse(input).success;

const BEYOND_INT32 = 2_147_483_648;
const NUL = '\u0000';

describe('integers beyond their column', () => {
  it.each([
    ['grabar-tramite', saveCaseNoteRequest, { nroTramite: BEYOND_INT32, observacion: 'x' }],
    [
      'transicionar-tramite',
      replyCaseRequest,
      { nroTramite: BEYOND_INT32, accion: 'tramite-recibido', observacion: 'x' },
    ],
    [
      'the V3 case search, one estado',
      caseSearchRequest,
      { ambitoPrestador: 'A', prestad: 1, estado: 32_768 },
    ],
    [
      'the V3 case search, a list of estados',
      caseSearchRequest,
      { ambitoPrestador: 'A', prestad: 1, estado: [1, 32_768] },
    ],
    ['the contact search', contactCaseSearchRequest, { prestad: 1, estado: BEYOND_INT32 }],
    [
      'the provider registration',
      registerProviderRequest,
      { codPrestador: BEYOND_INT32, cuit: '27234567891' },
    ],
    [
      'the user registration',
      registerUserRequest,
      {
        codPrestador: String(BEYOND_INT32),
        cuit: '27234567891',
        email: 'nuevo@prestadores.test',
        nombre: 'Ana',
        apellido: 'Pérez',
        password: 'secreto123',
      },
    ],
    [
      'the therapeutic token (a smallint)',
      therapeuticTokenParams,
      { prepagaId: '32768', contra: '1', inte: '1' },
    ],
    ['1e5 in a path', therapeuticTokenParams, { prepagaId: '1e5', contra: '1', inte: '1' }],
  ])('%s is refused', (_story, schema, input) => {
    expect(valid(schema, input)).toBe(false);
  });

  it('the largest values that fit still pass', () => {
    expect(valid(saveCaseNoteRequest, { nroTramite: 2_147_483_647, observacion: 'x' })).toBe(true);
    expect(valid(therapeuticTokenParams, { prepagaId: '32767', contra: '1', inte: '1' })).toBe(
      true,
    );
  });
});

describe('a NUL byte in text', () => {
  const message = { creden: '30000001 1 01', prestacion: 420101 };
  it.each([
    ['icd of ingresa-diagnostico', enterDiagnosisRequest, { nroTicket: 1, icd: `J0${NUL}` }],
    ['termId of ingresa-prestacion', connectivityMessage, { ...message, termId: `T${NUL}` }],
    ['icd of ingresa-prestacion', connectivityMessage, { ...message, icd: `J0${NUL}` }],
    [
      'descripcion of a terminal',
      createTerminalRequest,
      { codigoPrestador: 1, codigo: 'TERM01', descripcion: `caja${NUL}` },
    ],
    ['dispositivo.id of the terms', acceptTermsRequest, { dispositivo: { id: NUL, nombre: 'x' } }],
    [
      'dispositivo.nombre of the terms',
      acceptTermsRequest,
      { dispositivo: { id: 'd', nombre: NUL } },
    ],
    ['the module id', moduleStatusParams, { id: NUL }],
  ])('%s is refused', (_story, schema, input) => {
    expect(valid(schema, input)).toBe(false);
  });

  it('observations keep their line breaks and tabs', () => {
    const observacion = 'Primera línea\r\nSegunda\tcon tabulador';
    expect(saveCaseNoteRequest.parse({ nroTramite: 1, observacion }).observacion).toBe(observacion);
  });
});

describe('days the database can read', () => {
  it.each([
    ['20260310', true],
    ['29991231', true],
    ['99991231', false],
    ['18991231', false],
  ])('%s is valid: %s', (day, ok) => {
    expect(valid(serverDay, day)).toBe(ok);
  });
});
