import { describe, expect, it } from 'vitest';
import { issueCodeForStatus, operationOutcome, outcomeForStatus } from './operation-outcome.ts';

describe('issueCodeForStatus', () => {
  it.each([
    [400, 'invalid'],
    [401, 'login'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [405, 'not-supported'],
    [406, 'not-supported'],
    [413, 'too-long'],
    [415, 'not-supported'],
    [422, 'business-rule'],
    [429, 'throttled'],
    [418, 'invalid'],
    [500, 'exception'],
    [503, 'exception'],
  ])('%i → %s', (status, code) => {
    expect(issueCodeForStatus(status)).toBe(code);
  });
});

describe('operationOutcome', () => {
  it('defaults the severity to error and leaves out an empty expression', () => {
    expect(operationOutcome([{ code: 'invalid', diagnostics: 'x', expression: [] }])).toEqual({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'invalid', diagnostics: 'x' }],
    });
  });

  it('keeps the order, severities and expressions of several issues', () => {
    const outcome = operationOutcome([
      { severity: 'warning', code: 'informational', diagnostics: 'a' },
      { code: 'required', diagnostics: 'b', expression: ['Patient.identifier'] },
    ]);
    expect(outcome.issue).toEqual([
      { severity: 'warning', code: 'informational', diagnostics: 'a' },
      { severity: 'error', code: 'required', diagnostics: 'b', expression: ['Patient.identifier'] },
    ]);
  });

  it('names the status in the issue type', () => {
    expect(outcomeForStatus(429, 'espere').issue[0]).toEqual({
      severity: 'error',
      code: 'throttled',
      diagnostics: 'espere',
    });
  });
});
