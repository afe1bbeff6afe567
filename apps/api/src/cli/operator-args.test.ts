import { describe, expect, it } from 'vitest';
import { parseOperatorArgs } from './operator-args.ts';

describe('parseOperatorArgs', () => {
  it.each([
    [['list'], { kind: 'list' }],
    [['totp', 'admin@aseguradora.test'], { kind: 'totp', email: 'admin@aseguradora.test' }],
    [
      ['list', '--provider', '100001', '--estado', '2'],
      { kind: 'list', prestad: 100001, estado: 2 },
    ],
    [
      ['ask', '4100004', '--message', 'Falta la factura'],
      {
        kind: 'act',
        nroTramite: 4100004,
        accion: 'solicitar-informacion',
        operator: 'os-user',
        observacion: 'Falta la factura',
        files: [],
      },
    ],
    [
      ['finish', '4100004', '--operator', 'ana', '--file', 'a.pdf', '--file', 'b.png'],
      {
        kind: 'act',
        nroTramite: 4100004,
        accion: 'finalizar',
        operator: 'ana',
        observacion: '',
        files: ['a.pdf', 'b.png'],
      },
    ],
    [
      ['in-progress', '7'],
      {
        kind: 'act',
        nroTramite: 7,
        accion: 'en-proceso',
        operator: 'os-user',
        observacion: '',
        files: [],
      },
    ],
    [
      ['auth', 'list', '--provider', '100001', '--estado', 'observado'],
      { kind: 'auth-list', prestad: 100001, estado: 'observado' },
    ],
    [
      ['auth', 'observe', '7000101', '-m', 'Falta la orden', '--file', 'a.pdf'],
      {
        kind: 'auth-decide',
        nro: 7000101,
        accion: 'observar',
        operador: 'os-user',
        mensaje: 'Falta la orden',
        files: ['a.pdf'],
      },
    ],
    [
      ['keys', 'create', '--client', 'ERP central', '--kinds', 'affiliates, plans'],
      { kind: 'keys-create', client: 'ERP central', kinds: ['affiliates', 'plans'] },
    ],
    [['keys', 'list'], { kind: 'keys-list' }],
    [['keys', 'revoke', '3'], { kind: 'keys-revoke', id: 3 }],
  ])('%j is understood', (argv, command) => {
    expect(parseOperatorArgs(argv, 'os-user')).toEqual({ ok: true, command });
  });

  it.each([
    [[], ''],
    [['borrar', '1'], /unknown command/],
    [['ask', '1'], /needs --message/],
    [['observe', '1', '-m', '   '], /needs --message/],
    [['finish'], /exactly one case number/],
    [['finish', 'uno'], /exactly one case number/],
    [['finish', '1', '2'], /exactly one case number/],
    [['list', '--provider', 'demo'], /provider code/],
    [['list', '5'], /no case number/],
    [['ask', '1', '--mensaje', 'x'], /Unknown option/],
    [['auth', 'observe', '7000101'], /needs --message/],
    [['auth', 'approve'], /exactly one request number/],
    [['auth', 'list', '--estado', '2'], /pendiente, observado or finalizado/],
    [['auth', 'borrar', '1'], /unknown auth command/],
    [['keys', 'create', '--kinds', 'plans'], /needs --client/],
    [['keys', 'create', '--client', 'ERP'], /--kinds must list/],
    [['keys', 'create', '--client', 'ERP', '--kinds', 'plans,pagos'], /--kinds must list/],
    [['keys', 'revoke'], /exactly one key id/],
    [['keys', 'borrar'], /unknown keys command/],
  ])('%j is a usage error', (argv, message) => {
    const parsed = parseOperatorArgs(argv, 'os-user');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});
