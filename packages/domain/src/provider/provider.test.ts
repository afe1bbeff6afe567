import { describe, expect, it } from 'vitest';
import { capitalizeName, PROVIDER_TYPES, providerAmbit } from './provider.ts';

describe('providerAmbit (spec §5)', () => {
  it.each([
    ['[6] is interior (only 6)', [6], 'I'],
    ['[6, 7] is interior (6 without 5)', [6, 7], 'I'],
    ['[1, 6] is interior (6 without 5)', [1, 6], 'I'],
    ['[6, 6] is interior (only 6, repeated)', [6, 6], 'I'],
    ['[5, 6] is AMBA (6 with 5)', [5, 6], 'A'],
    ['[6, 5] is AMBA (order does not matter)', [6, 5], 'A'],
    ['[5] is AMBA', [5], 'A'],
    ['[] is AMBA', [], 'A'],
    ['[7] is AMBA (no 6)', [7], 'A'],
    ['[1, 2, 3] is AMBA (no 6)', [1, 2, 3], 'A'],
  ])('a provider with management units %s', (_story, units, ambit) => {
    expect(providerAmbit(units)).toBe(ambit);
  });
});

describe('capitalizeName: names in the header and banners keep company forms and connectors right', () => {
  it.each([
    ['MARÍA LAURA  gonzález', 'María Laura González'],
    ['  juan   pérez ', 'Juan Pérez'],
    ['ÑANDÚ ÁVILA', 'Ñandú Ávila'],
    ['ana\tbelén\nruiz', 'Ana Belén Ruiz'],
    ['sanatorio del interior', 'Sanatorio del Interior'],
    ['SANATORIO DEL INTERIOR S.A.', 'Sanatorio del Interior S.A.'],
    ['clínica de la costa s.r.l.', 'Clínica de la Costa S.R.L.'],
    ['Diagnóstico Médico S.a.s.', 'Diagnóstico Médico S.A.S.'],
    ['estudio pérez y asociados s.c.', 'Estudio Pérez y Asociados S.C.'],
    ['laboratorio norte srl', 'Laboratorio Norte SRL'],
    ['de la fuente maría', 'De la Fuente María'],
    ['los andes salud', 'Los Andes Salud'],
    ['garcía-lópez ana', 'García-López Ana'],
    ['sa', 'SA'],
    ['casa del médico', 'Casa del Médico'],
    ['x', 'X'],
    ['', ''],
    ['   ', ''],
  ])('%j reads %j', (input, expected) => {
    expect(capitalizeName(input)).toBe(expected);
  });
});

describe('PROVIDER_TYPES (spec §1)', () => {
  it('are P, E, I and C', () => {
    expect(PROVIDER_TYPES).toEqual(['P', 'E', 'I', 'C']);
  });
});
