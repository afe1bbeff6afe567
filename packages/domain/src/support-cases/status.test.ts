import { describe, expect, it } from 'vitest';
import {
  authorizationStatusColor,
  canReplyToCase,
  caseStatesForLabel,
  caseStatusLabel,
  isFinalCaseState,
  isInPendingInbox,
  isListableCase,
  pendingInboxSince,
} from './status.ts';

describe('status labels (spec §4)', () => {
  it.each([
    ['en proceso', 'En Proceso'],
    ['EN PROCESO', 'En Proceso'],
    [' en  proceso ', 'En Proceso'],
    ['pendiente', 'Pendiente'],
    ['Pendiente', 'Pendiente'],
    ['finalizado', 'Finalizado'],
    ['rechazado', 'Finalizado'],
    ['cerrado', 'Finalizado'],
    ['CERRADO', 'Finalizado'],
    ['observado', 'Observado'],
    ['derivado', 'Derivado'],
  ])('%j reads %j', (description, label) => {
    expect(caseStatusLabel(description)).toBe(label);
  });
});

describe('authorization status colours (spec §4)', () => {
  it.each([
    ['Pendiente', 'info'],
    ['Observado', 'secondary'],
    ['Finalizado', 'success'],
    ['En Proceso', 'default'],
    ['', 'default'],
  ])('%j is %s', (label, color) => {
    expect(authorizationStatusColor(label)).toBe(color);
  });
});

describe('listing (spec §5: only cases with a status description)', () => {
  it.each([
    [{ estadoDesc: 'pendiente' }, true],
    [{ estadoDesc: '' }, false],
    [{ estadoDesc: '   ' }, false],
    [{ estadoDesc: null }, false],
    [{}, false],
  ])('%j is listed: %s', (row, listed) => {
    expect(isListableCase(row)).toBe(listed);
  });
});

describe('state rules', () => {
  it.each([
    [1, false, false],
    [2, true, false],
    [3, false, false],
    [4, false, true],
    [5, false, true],
    [6, false, true],
  ])('estado %i: can be answered %s, finished %s', (estado, reply, final) => {
    expect(canReplyToCase(estado)).toBe(reply);
    expect(isFinalCaseState(estado)).toBe(final);
  });

  it.each([
    ['Finalizado', [4, 5, 6]],
    ['Pendiente', [1]],
    ['Observado', [2]],
    ['En Proceso', [3]],
  ] as const)('the %s filter stands for states %j', (label, states) => {
    expect(caseStatesForLabel(label)).toEqual(states);
  });
});

describe('pending inbox (spec §4: estado 2 from the last 15 days)', () => {
  const now = new Date('2026-03-10T10:00:00-03:00');
  it.each([
    ['asked today', 2, '2026-03-10T09:00:00-03:00', true],
    ['asked exactly 15 days ago', 2, '2026-02-23T10:00:00-03:00', true],
    ['asked 15 days and a minute ago', 2, '2026-02-23T09:59:00-03:00', false],
    ['asked a month ago', 2, '2026-02-08T10:00:00-03:00', false],
    ['pending (estado 1) today', 1, '2026-03-10T09:00:00-03:00', false],
    ['in process today', 3, '2026-03-10T09:00:00-03:00', false],
    ['finished today', 4, '2026-03-10T09:00:00-03:00', false],
    ['dated in the future', 2, '2026-03-11T09:00:00-03:00', false],
  ])('a case %s is in the inbox: %s', (_story, estado, when, expected) => {
    expect(isInPendingInbox({ estado, fechaUltimoContacto: new Date(when) }, now)).toBe(expected);
  });

  it('the window starts 15 days before now', () => {
    expect(pendingInboxSince(now).toISOString()).toBe('2026-02-23T13:00:00.000Z');
  });
});
