import { describe, expect, it } from 'vitest';
import { kindOptions, stateOptions } from './queue-options';

describe('the filters a queue offers', () => {
  it.each([
    ['autorizaciones', 'Aviso de internación', []],
    ['casos', 'Liquidaciones', ['Pendiente', 'En proceso']],
    ['cambios-de-datos', 'Domicilios de atención', ['Pendiente', 'En proceso']],
    ['consultas-de-pago', 'Pago no recibido', ['Abierto', 'En análisis']],
  ] as const)('%s: kinds include %s, waiting states %j', (queue, kind, states) => {
    expect(kindOptions(queue)?.map((option) => option.label)).toContain(kind);
    expect(stateOptions(queue).map((option) => option.label)).toEqual(states);
  });

  it('types the kind of a debit claim (its voucher type has no list)', () => {
    expect(kindOptions('reclamos-de-debitos')).toBeNull();
  });
});
