import { describe, expect, it } from 'vitest';
import { newCaseRequest, operatorCaseActionRequest, replyCaseRequest, rudiFile } from './writes.ts';
import { authorizationSearchQuery } from './detail.ts';
import { caseSearchRequest, motivosParams } from './reads.ts';

const file = { fileName: 'factura.pdf', base64Content: 'JVBERi0xLjQK', sizeInBytes: '9' };

const settlementCase = {
  workContext: 'AMB_CAP_LIQUIDACIONES',
  processInfo: { detail: 'Débito mal aplicado' },
  capObject: {
    generico: {
      prestadorId: 100001,
      prestadorTipo: 'P',
      motivo: { id: 3 },
      estado: { id: 1 },
      submotivo: { id: 24 },
      observacion: 'Debito mal aplicado',
      detalle: 'Debito mal aplicado',
    },
    expediente: { oficina: 1, numero: '42', comprobante: { numero: '0001-1', tipo: 'FA' } },
  },
  extendedProcess: {
    motivoWeb: 240,
    estadoWeb: 1,
    usuarioWeb: 'demo@prestadores.test',
    pedidoWeb: { medio: { id: 27 }, sucursal: { id: 1 }, estado: { id: 1 } },
    rudiFiles: [file],
    emails: [],
    mailRedireccion: 0,
    mailFinalizacion: 0,
    info1: '',
  },
};

describe('new-case payload (spec §3)', () => {
  it('accepts a settlement case with a file', () => {
    expect(newCaseRequest.safeParse(settlementCase).success).toBe(true);
  });

  it('defaults rudiFiles to none', () => {
    const extendedProcess: Partial<typeof settlementCase.extendedProcess> = {
      ...settlementCase.extendedProcess,
    };
    delete extendedProcess.rudiFiles;
    const parsed = newCaseRequest.parse({ ...settlementCase, extendedProcess });
    expect(parsed.extendedProcess.rudiFiles).toEqual([]);
  });

  it.each([
    ['motivo other than 3', ['capObject', 'generico', 'motivo', 'id'], 4],
    ['a case not created pending', ['capObject', 'generico', 'estado', 'id'], 2],
    ['estadoWeb other than 1', ['extendedProcess', 'estadoWeb'], 2],
    ['a request medium other than 27', ['extendedProcess', 'pedidoWeb', 'medio', 'id'], 1],
    ['a branch other than 1', ['extendedProcess', 'pedidoWeb', 'sucursal', 'id'], 2],
    ['mailRedireccion other than 0', ['extendedProcess', 'mailRedireccion'], 1],
    ['mailFinalizacion other than 0', ['extendedProcess', 'mailFinalizacion'], 1],
    ['an unknown provider type', ['capObject', 'generico', 'prestadorTipo'], 'X'],
    ['a bad e-mail', ['extendedProcess', 'emails'], ['no-es-mail']],
  ])('refuses %s', (_story, path, value) => {
    const copy = structuredClone(settlementCase) as Record<string, unknown>;
    let target = copy;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[path.at(-1)!] = value;
    expect(newCaseRequest.safeParse(copy).success).toBe(false);
  });
});

describe('files (spec §5: base64 with name.extension and size as text)', () => {
  it.each([
    ['a number as size', { ...file, sizeInBytes: 9 }],
    ['a negative size', { ...file, sizeInBytes: '-9' }],
    ['content that is not base64', { ...file, base64Content: 'no es base64!' }],
    ['no name', { ...file, fileName: '' }],
  ])('refuses %s', (_story, value) => {
    expect(rudiFile.safeParse(value).success).toBe(false);
  });
});

describe('case search payload', () => {
  const base = { ambitoPrestador: 'A', prestad: 100001 };
  it.each([
    ['no dates', base, true],
    ['YYYY/MM/DD dates', { ...base, fechaDesde: '2026/02/01', fechaHasta: '2026/03/01' }, true],
    ['YYYYMMDD dates', { ...base, fechaDesde: '20260201' }, true],
    ['several states', { ...base, estado: [4, 5, 6] }, true],
    ['an impossible date', { ...base, fechaDesde: '2026/02/30' }, false],
    ['an ISO date', { ...base, fechaDesde: '2026-02-01' }, false],
    ['an unknown ambit', { ...base, ambitoPrestador: 'X' }, false],
    ['no provider', { ambitoPrestador: 'A' }, false],
  ])('%s: valid %s', (_story, body, valid) => {
    expect(caseSearchRequest.safeParse(body).success).toBe(valid);
  });
});

describe('other calls', () => {
  it('the reply action is tramite-recibido', () => {
    expect(
      replyCaseRequest.safeParse({ nroTramite: 1, accion: 'tramite-recibido', observacion: 'x' })
        .success,
    ).toBe(true);
    expect(
      replyCaseRequest.safeParse({ nroTramite: 1, accion: 'finalizar', observacion: 'x' }).success,
    ).toBe(false);
  });

  it('motivos take a provider type and the odontology flag S or N', () => {
    expect(motivosParams.parse({ id: '2', type: 'P', flag: 'S' })).toEqual({
      id: 2,
      type: 'P',
      flag: 'S',
    });
    expect(motivosParams.safeParse({ id: '2', type: 'P', flag: 'X' }).success).toBe(false);
  });

  it('the authorization search reads its query as numbers', () => {
    expect(authorizationSearchQuery.parse({ prestad: '100001', nroAuto: '7001' })).toEqual({
      prestad: 100001,
      nroAuto: 7001,
    });
  });

  it('operator actions are the listed ones, with an operator name', () => {
    expect(
      operatorCaseActionRequest.safeParse({
        operator: 'ana',
        accion: 'solicitar-informacion',
        observacion: 'Falta la factura',
      }).success,
    ).toBe(true);
    expect(
      operatorCaseActionRequest.safeParse({ operator: ' ', accion: 'finalizar' }).success,
    ).toBe(false);
    expect(operatorCaseActionRequest.safeParse({ operator: 'ana', accion: 'borrar' }).success).toBe(
      false,
    );
  });
});
