import { describe, expect, it } from 'vitest';
import { detectImportFormat, headerProblems } from './dialect.ts';
import { IMPORT_MESSAGES } from './messages.ts';

describe('detectImportFormat', () => {
  it.each([
    ['contra;middle;inte', undefined, { format: 'csv', delimiter: ';' }],
    ['contra,middle,inte', undefined, { format: 'csv', delimiter: ',' }],
    ['\uFEFFcontra,middle,inte', 'padron.csv', { format: 'csv', delimiter: ',' }],
    ['"a,b";c;d', undefined, { format: 'csv', delimiter: ';' }],
    ['"a;b",c,d', undefined, { format: 'csv', delimiter: ',' }],
    ['contra', undefined, { format: 'csv', delimiter: ';' }],
    ['{"contra":1}', undefined, { format: 'ndjson' }],
    ['  {"contra":1}', 'padron.txt', { format: 'ndjson' }],
    ['contra;middle', 'padron.ndjson', { format: 'ndjson' }],
    ['contra;middle', 'padron.jsonl', { format: 'ndjson' }],
  ] as const)('%j (%s) is %j', (line, name, expected) => {
    expect(detectImportFormat(line, name)).toEqual(expected);
  });
});

describe('headerProblems', () => {
  const columns = ['contra', 'middle', 'inte'];
  it.each([
    [['contra', 'middle', 'inte'], []],
    [[' contra', 'middle ', 'inte'], []],
    [['contra', 'inte'], [{ field: 'middle', message: IMPORT_MESSAGES.missingColumn('middle') }]],
    [
      ['contra', 'middle', 'inte', 'extra'],
      [{ field: 'extra', message: IMPORT_MESSAGES.extraColumn('extra') }],
    ],
    [
      ['inte', 'middle', 'contra'],
      [{ field: '', message: IMPORT_MESSAGES.columnOrder('contra;middle;inte') }],
    ],
  ])('%j', (header, expected) => {
    expect(headerProblems(header, columns, IMPORT_MESSAGES)).toEqual(expected);
  });
});
