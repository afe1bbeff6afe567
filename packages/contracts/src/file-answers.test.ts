import { describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPES } from '@portal/domain/support-cases';
import { ALL_CALLS, binaryBody, fileMediaTypes, type CallDefinition } from './index.ts';

const answersFiles = (call: CallDefinition) =>
  call.response === binaryBody ||
  (call.response.def.type === 'union' &&
    (call.response.def as unknown as { options: unknown[] }).options.includes(binaryBody));

describe('file answers name their media types (the OpenAPI document lists them)', () => {
  it('every call that answers a file says which kinds, and no other call does', () => {
    const fileCalls = ALL_CALLS.filter(answersFiles);
    expect(fileCalls.length).toBeGreaterThan(20);
    const key = (call: CallDefinition) => `${call.method} ${call.path}`;
    expect(fileCalls.filter((call) => !call.files?.length).map(key)).toEqual([]);
    expect(ALL_CALLS.filter((call) => call.files && !answersFiles(call)).map(key)).toEqual([]);
  });

  it.each([
    [['pdf'], ['application/pdf']],
    [['csv'], ['text/csv']],
    [
      ['pdf', 'xlsx'],
      ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ],
    [['stored', 'pdf'], ATTACHMENT_TYPES.map((type) => type.contentType)],
    [
      ['pdf', 'image'],
      ['application/pdf', 'image/*'],
    ],
  ] as const)('%j are sent as %j', (kinds, mediaTypes) => {
    expect(fileMediaTypes(kinds)).toEqual(mediaTypes);
  });
});
