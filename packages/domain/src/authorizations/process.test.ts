import { describe, expect, it } from 'vitest';
import {
  answerPosition,
  applyDecision,
  authorizationProcess,
  INTEGRAL_STEPS,
  processSteps,
  STANDARD_STEPS,
} from './process.ts';

describe('the integral authorization process (spec §5)', () => {
  it.each([
    [
      'surgery requiring materials',
      { tipo: 'cirugia', material: true, budget: false, mods: ['SA'] },
      'integral',
    ],
    [
      'surgery with a budget',
      { tipo: 'cirugia', material: false, budget: true, mods: ['SA'] },
      'integral',
    ],
    [
      'surgery whose coverage is AM',
      { tipo: 'cirugia', material: false, budget: false, mods: ['AM'] },
      'integral',
    ],
    [
      'surgery covered SA only, no materials, no budget',
      { tipo: 'cirugia', material: false, budget: false, mods: ['SA', 'SA'] },
      'estandar',
    ],
    [
      'an outpatient practice with materials',
      { tipo: 'practica', material: true, budget: true, mods: ['AM'] },
      'estandar',
    ],
    [
      'a disability request with a budget',
      { tipo: 'discapacidad', material: false, budget: true, mods: ['AP'] },
      'estandar',
    ],
  ] as const)('%s follows the %s process', (_name, input, expected) => {
    const process = authorizationProcess({
      kind: 'autorizacion',
      tipoAutorizacionMedica: input.tipo,
      requiereMaterial: input.material,
      adjuntaPresupuesto: input.budget,
      modalities: input.mods,
    });
    expect(process).toBe(expected);
  });

  it.each([
    ['autorizacion-con-materiales', 'cirugia', 'integral'],
    ['autorizacion-con-materiales', 'practica', 'estandar'],
    ['autorizacion-inmediata', 'cirugia', 'estandar'],
    ['aviso-internacion', null, 'estandar'],
  ] as const)('a %s of type %s follows the %s process', (kind, tipo, expected) => {
    expect(authorizationProcess({ kind, tipoAutorizacionMedica: tipo, modalities: ['SA'] })).toBe(
      expected,
    );
  });

  it('each process has its own steps', () => {
    expect(processSteps('estandar')).toEqual(['Recepción', 'Auditoría médica', 'Resolución']);
    expect(processSteps('integral')).toEqual([
      'Recepción',
      'Auditoría médica',
      'Cotización de materiales',
      'Auditoría de prestaciones',
      'Resolución',
    ]);
  });
});

describe("the insurer's decisions", () => {
  const pending = (step: number) => ({ state: 1 as const, step });

  it.each([
    ['estandar', pending(1), 'aprobar', { state: 3, step: STANDARD_STEPS.length - 1 }],
    ['estandar', pending(1), 'observar', { state: 2, step: 1 }],
    ['estandar', pending(1), 'rechazar', { state: 4, step: 2 }],
    ['integral', pending(1), 'aprobar', { state: 1, step: 2 }],
    ['integral', pending(2), 'aprobar', { state: 1, step: 3 }],
    ['integral', pending(3), 'aprobar', { state: 3, step: INTEGRAL_STEPS.length - 1 }],
    ['integral', pending(2), 'observar', { state: 2, step: 2 }],
    ['integral', pending(3), 'rechazar', { state: 4, step: 4 }],
    ['estandar', pending(0), 'observar', { state: 2, step: 1 }],
  ] as const)('%s on %j: %s moves it to %j', (process, from, decision, to) => {
    expect(applyDecision(process, from, decision)).toEqual({ ok: true, position: to });
  });

  it.each([
    [3, 'aprobar'],
    [4, 'observar'],
    [3, 'rechazar'],
  ] as const)(
    'a finished request (state %i) refuses %s with a Spanish message',
    (state, decision) => {
      expect(applyDecision('estandar', { state, step: 2 }, decision)).toEqual({
        ok: false,
        message: 'El trámite ya está finalizado: no admite más decisiones.',
      });
    },
  );

  it.each([
    [
      { state: 2, step: 3 },
      { state: 1, step: 3 },
    ],
    [{ state: 1, step: 1 }, null],
    [{ state: 3, step: 2 }, null],
  ] as const)("the provider's answer on %j leads to %j", (from, to) => {
    expect(answerPosition(from)).toEqual(to);
  });
});
