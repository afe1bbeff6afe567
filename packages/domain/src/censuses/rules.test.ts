import { describe, expect, it } from 'vitest';
import type { CensusMovement, CensusNewborn } from './codes.ts';
import { censusProblem, type CensusEntry, type CensusProblem } from './rules.ts';

const row = (fecha: string, movimiento: CensusMovement, recienNacido: CensusNewborn = 0) => ({
  fecha,
  movimiento,
  recienNacido,
});

describe('censusProblem', () => {
  it.each<[string, CensusEntry[], CensusEntry, CensusProblem]>([
    ['a first admission', [], row('20260310', 'ingreso'), null],
    ['a discharge with no admission at all', [], row('20260310', 'egreso'), 'noAdmission'],
    [
      'a discharge after an admission',
      [row('20260308', 'ingreso')],
      row('20260310', 'egreso'),
      null,
    ],
    [
      'a discharge the day of the admission',
      [row('20260310', 'ingreso')],
      row('20260310', 'egreso'),
      null,
    ],
    [
      'a discharge dated before the admission',
      [row('20260312', 'ingreso')],
      row('20260310', 'egreso'),
      'noAdmission',
    ],
    [
      'a second discharge of one stay',
      [row('20260308', 'ingreso'), row('20260309', 'egreso')],
      row('20260310', 'egreso'),
      'noAdmission',
    ],
    [
      'the same movement twice on one day',
      [row('20260308', 'ingreso'), row('20260310', 'egreso')],
      row('20260310', 'egreso'),
      'duplicate',
    ],
    [
      'a second admission the same day',
      [row('20260310', 'ingreso')],
      row('20260310', 'ingreso'),
      'duplicate',
    ],
    [
      'an admission while the patient is in',
      [row('20260308', 'ingreso')],
      row('20260310', 'ingreso'),
      'alreadyAdmitted',
    ],
    [
      'a new stay after a discharge',
      [row('20260301', 'ingreso'), row('20260305', 'egreso')],
      row('20260310', 'ingreso'),
      null,
    ],
    [
      'a newborn discharged when only the mother was admitted',
      [row('20260308', 'ingreso', 0)],
      row('20260310', 'egreso', 1),
      'noAdmission',
    ],
    [
      'newborn 2 admitted the day the mother was',
      [row('20260310', 'ingreso', 0), row('20260310', 'ingreso', 1)],
      row('20260310', 'ingreso', 2),
      null,
    ],
    [
      'newborn 1 discharged after its own admission',
      [row('20260310', 'ingreso', 1)],
      row('20260311', 'egreso', 1),
      null,
    ],
    [
      'a discharge inside a stay already discharged later',
      [row('20260308', 'ingreso'), row('20260312', 'egreso')],
      row('20260310', 'egreso'),
      'overlap',
    ],
    [
      'an admission inside a registered stay',
      [row('20260308', 'ingreso'), row('20260312', 'egreso')],
      row('20260310', 'ingreso'),
      'alreadyAdmitted',
    ],
    [
      'an admission back-dated before a registered admission',
      [row('20260308', 'ingreso')],
      row('20260305', 'ingreso'),
      'overlap',
    ],
    [
      'a back-dated whole stay before a later one',
      [row('20260303', 'ingreso'), row('20260308', 'ingreso')],
      row('20260305', 'egreso'),
      null,
    ],
  ])('%s → %s', (_story, history, entry, expected) => {
    expect(censusProblem(history, entry)).toBe(expected);
  });
});
