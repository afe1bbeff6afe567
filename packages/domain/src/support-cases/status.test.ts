import { describe, expect, it } from 'vitest';
import {
  authorizationStatusColor,
  canReplyToCase,
  caseStatesForLabel,
  caseStatusLabel,
  isFinalCaseState,
  isListableCase,
  PENDING_INBOX,
  pendingInboxWindow,
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
  it('is the cases waiting for the provider (estado 2) over the last 15 days', () => {
    expect(PENDING_INBOX).toEqual({ estado: 2, days: 15 });
  });

  it.each([
    ['mid-month', '2026-03-10T10:00:00-03:00', '2026-02-23T13:00:00.000Z'],
    ['across a year', '2026-01-05T08:30:00-03:00', '2025-12-21T11:30:00.000Z'],
    ['across a leap day', '2028-03-10T00:00:00-03:00', '2028-02-24T03:00:00.000Z'],
    ['at the start of a day in Argentina', '2026-03-01T00:00:00-03:00', '2026-02-14T03:00:00.000Z'],
  ])('%s: at %s the window starts at %s and ends now', (_story, now, since) => {
    const at = new Date(now);
    expect(pendingInboxWindow(at)).toEqual({ estado: 2, since: new Date(since), until: at });
  });
});
