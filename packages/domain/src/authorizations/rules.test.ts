import { describe, expect, it } from 'vitest';
import { fromArgentinaWallClock, formatOrderDate } from '../format/dates.ts';
import { hospitalizationDays } from '../coverage/hospitalization-days.ts';
import { immediateDecision, withoutAuthorizationRefusal } from './immediate.ts';
import { hospitalizationOrderValidity, orderDatesProblem } from './order-dates.ts';
import { serviceTypeCode } from './service-type.ts';
import { authorizationStatusColor } from '../support-cases/status.ts';
import { authorizationDisplay, authorizationStateView } from './status.ts';
import { isSurveyDue } from './survey.ts';

const at = (day: number, hours = 12, month = 3) =>
  fromArgentinaWallClock({ year: 2026, month, day, hours, minutes: 0, seconds: 0 });

describe('status display (spec §4)', () => {
  it.each([
    [1, 'Pendiente', 'Pendiente', 'info'],
    [2, 'Observado', 'Observado', 'secondary'],
    [3, 'Aprobado', 'Finalizado', 'success'],
    [4, 'Rechazado', 'Finalizado', 'success'],
  ] as const)('state %i reads %s, shows %s in %s', (state, description, display, color) => {
    expect(authorizationStateView(state)).toEqual({
      id: state,
      descripcion: description,
      display,
    });
    expect(authorizationDisplay(state)).toBe(display);
    expect(authorizationStatusColor(authorizationDisplay(state))).toBe(color);
  });
});

describe('service type codes (spec §9)', () => {
  it.each([
    ['autorizacion-odontologica', null, '1'],
    ['traslado-programado-cimg', null, '10'],
    ['autorizacion', 'discapacidad', '9'],
    ['autorizacion', 'cirugia', 'C'],
    ['autorizacion-inmediata', null, 'C'],
    ['aviso-internacion', null, 'C'],
  ] as const)('%s (%s) is %s', (kind, type, code) => {
    expect(serviceTypeCode(kind, type)).toBe(code);
  });
});

describe('immediate decision from the coverage modalities (spec §4)', () => {
  it.each([
    [['AP'], 3, 'Autorización aprobada.'],
    [['AP', 'AP'], 3, 'Autorización aprobada.'],
    [['AP', 'NC'], 4, 'Prestación no cubierta.'],
    [['AM', 'NC'], 4, 'Prestación no cubierta.'],
    [['AP', 'AM'], 1, 'El trámite quedó pendiente de auditoría.'],
    [['SA'], 1, 'El trámite quedó pendiente de auditoría.'],
    [[], 1, 'El trámite quedó pendiente de auditoría.'],
  ] as const)('%j → state %i: %s', (modalities, state, message) => {
    expect(immediateDecision(modalities)).toEqual({ state, message });
  });
});

describe('a procedure without authorization registers only services covered with no authorization', () => {
  it.each([
    ['AP, not excepted, is registered', 'AP', false, null],
    ['AP but excepted needs an authorization', 'AP', true, 'needs-authorization'],
    ['AM needs an authorization', 'AM', false, 'needs-authorization'],
    ['SA needs an authorization', 'SA', false, 'needs-authorization'],
    ['an unknown modality needs an authorization', null, false, 'needs-authorization'],
    ['NC is not covered', 'NC', false, 'not-covered'],
    ['NC is not covered, excepted or not', 'NC', true, 'not-covered'],
  ] as const)('%s', (_story, modality, excepted, refusal) => {
    expect(withoutAuthorizationRefusal(modality, excepted)).toBe(refusal);
  });
});

describe('order validity and date order (spec §4, §9)', () => {
  it.each([
    // 02:00 UTC on the 10th is still the 9th in Argentina.
    [new Date(Date.UTC(2026, 2, 10, 2)), '08/05/2026'],
    [at(10, 12), '09/05/2026'],
    [at(31, 23, 12), '01/03/2027'],
  ])('a notice filed at %s is valid until %s', (now, until) => {
    expect(formatOrderDate(hospitalizationOrderValidity(now))).toBe(until);
  });

  const now = at(10);
  it.each([
    [{ fechaOrden: '10/03/2026' }, null],
    [
      { fechaOrden: '11/03/2026' },
      { path: 'fechaOrden', message: 'La fecha de la orden no puede ser posterior a hoy.' },
    ],
    [{ fechaOrden: '05/03/2026', fechaCirugia: '05/03/2026' }, null],
    [
      { fechaOrden: '05/03/2026', fechaCirugia: '04/03/2026' },
      {
        path: 'fechaCirugia',
        message: 'La fecha de cirugía no puede ser anterior a la fecha de la orden.',
      },
    ],
    [
      { fechaOrden: '05/03/2026', fechaInternacion: '04/03/2026' },
      {
        path: 'fechaInternacion',
        message: 'La fecha de internación no puede ser anterior a la fecha de la orden.',
      },
    ],
    [{ fechaOrden: '05/03/2026', fechaInternacion: '09/05/2026' }, null],
    [
      { fechaOrden: '05/03/2026', fechaInternacion: '10/05/2026' },
      {
        path: 'fechaInternacion',
        message:
          'La fecha de internación no puede ser posterior a la validez de la orden (60 días).',
      },
    ],
    [
      { fechaOrden: '05/03/2026', fechaTraslado: '01/03/2026' },
      {
        path: 'fechaTraslado',
        message: 'La fecha del traslado no puede ser anterior a la fecha de la orden.',
      },
    ],
    [{ fechaOrden: '05/03/2026', fechaTraslado: '01/04/2026' }, null],
  ])('%j: %j', (dates, problem) => {
    expect(orderDatesProblem(dates, now)).toEqual(problem);
  });

  // The dates of a transfer are under `tramite`, a notice's under `autorizacion`.
  it.each([
    ['tramite', { fechaOrden: '05/03/2026', fechaTraslado: '01/03/2026' }, 'tramite.fechaTraslado'],
    ['autorizacion', { fechaOrden: '11/03/2026' }, 'autorizacion.fechaOrden'],
  ])('under %s, names the date by its path in the body', (at, dates, path) => {
    expect(orderDatesProblem(dates, now, at)?.path).toBe(path);
  });
});

describe('hospitalization days (spec §5)', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['tres', 1],
    ['', 1],
    ['0', 1],
    ['2.5', 1],
  ])('%j days count as %i', (typed, days) => {
    expect(hospitalizationDays(typed)).toBe(days);
  });
});

describe('survey schedule (spec §4, §9)', () => {
  const now = at(20);
  it.each([
    ['never answered', { savedSinceAnswer: 0, lastAnswerAt: null }, true],
    ['49 saved, answered 10 days ago', { savedSinceAnswer: 49, lastAnswerAt: at(10) }, false],
    ['50 saved, answered 10 days ago', { savedSinceAnswer: 50, lastAnswerAt: at(10) }, true],
    ['answered 30 days ago', { savedSinceAnswer: 1, lastAnswerAt: at(18, 12, 2) }, true],
    ['answered 29 days ago', { savedSinceAnswer: 1, lastAnswerAt: at(19, 12, 2) }, false],
    ['just answered', { savedSinceAnswer: 0, lastAnswerAt: now }, false],
  ])('%s → offered: %s', (_name, state, due) => {
    expect(isSurveyDue(state, now)).toBe(due);
  });
});
