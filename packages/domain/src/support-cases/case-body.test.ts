import { describe, expect, it } from 'vitest';
import { caseBody } from './case-body.ts';

const base = {
  workflow: 'WF_CONTRATACIONES',
  submotivo: 2,
  motivoWeb: 41,
  provider: { id: 1234, type: 'P' as const, email: 'demo@prestadores.test' },
  processDetail: 'Cambio de domicilio',
  observacion: 'Mis datos: Domicilios',
  detalle: 'Cambio de domicilio',
  rudiFiles: [{ id: 'f1' }],
  emails: ['otra@prestadores.test'],
  info1: 'Mis datos',
};

describe('a new case’s payload (spec §3)', () => {
  it('is a pending web request of reason 3 by the provider, with the area’s workflow and submotivo', () => {
    const body = caseBody(base);
    expect(body.workContext).toBe('WF_CONTRATACIONES');
    expect(body.processInfo).toEqual({ detail: 'Cambio de domicilio' });
    expect(body.capObject.generico).toEqual({
      prestadorId: 1234,
      prestadorTipo: 'P',
      motivo: { id: 3 },
      estado: { id: 1 },
      submotivo: { id: 2 },
      observacion: 'Mis datos: Domicilios',
      detalle: 'Cambio de domicilio',
    });
    expect(body.extendedProcess).toEqual({
      motivoWeb: 41,
      estadoWeb: 1,
      usuarioWeb: 'demo@prestadores.test',
      pedidoWeb: { medio: { id: 27 }, sucursal: { id: 1 }, estado: { id: 1 } },
      rudiFiles: [{ id: 'f1' }],
      emails: ['otra@prestadores.test'],
      mailRedireccion: 0,
      mailFinalizacion: 0,
      info1: 'Mis datos',
    });
  });

  it.each([
    ['without an expediente or area fields', {}, false, []],
    [
      'a settlement case carries its expediente',
      { expediente: { oficina: 1, numero: '123' } },
      true,
      [],
    ],
    [
      'an authorization case carries its authorization',
      { extended: { nroAutorizacion: 99, contraAfi: 30000001 } },
      false,
      ['nroAutorizacion', 'contraAfi'],
    ],
  ])('%s', (_name, extra, hasExpediente, extraKeys) => {
    const body = caseBody({ ...base, ...extra });
    expect('expediente' in body.capObject).toBe(hasExpediente);
    for (const key of extraKeys) expect(body.extendedProcess).toHaveProperty(key);
  });
});
