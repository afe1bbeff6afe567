import { describe, expect, it } from 'vitest';
import {
  SETTLEMENT_SEARCH_MESSAGES,
  isSettlementSearch,
  parseSettlementSearch,
} from './settlement-search.ts';

/** 10/03/2026 in Argentina: the last settled month is 202602. */
const NOW = new Date('2026-03-10T15:00:00Z');
const SYSTEM = 'urn:portal-prestadores:liquidacion';

describe('the settlements’ search', () => {
  it.each([
    [{ identifier: `${SYSTEM}|` }, { from: 202503, to: 202602, count: 10, offset: 0 }],
    [
      { identifier: `${SYSTEM}|4512`, _count: '5', _offset: '10' },
      { from: 202503, to: 202602, expediente: 4512, count: 5, offset: 10 },
    ],
    [
      { identifier: `${SYSTEM}|`, period: 'ge2025-06' },
      { from: 202506, to: 202602 },
    ],
    [
      { identifier: `${SYSTEM}|`, period: 'gt2025-06' },
      { from: 202507, to: 202602 },
    ],
    [
      { identifier: `${SYSTEM}|`, period: 'le2025-06' },
      { from: 202407, to: 202506 },
    ],
    [
      { identifier: `${SYSTEM}|`, period: 'lt2025-01' },
      { from: 202401, to: 202412 },
    ],
    [
      { identifier: `${SYSTEM}|`, period: '2025-11' },
      { from: 202511, to: 202511 },
    ],
    [
      { identifier: `${SYSTEM}|`, period: ['ge2024-03', 'le2026-02'] },
      { from: 202403, to: 202602 },
    ],
  ])('%j reads as %j', (query, expected) => {
    const parsed = parseSettlementSearch(query, NOW);
    expect(parsed.ok && parsed.value).toMatchObject(expected);
  });

  it.each([
    [
      { identifier: 'urn:portal-prestadores:orden-de-pago|' },
      SETTLEMENT_SEARCH_MESSAGES.identifier,
    ],
    [{ identifier: '4512' }, SETTLEMENT_SEARCH_MESSAGES.identifier],
    [{ identifier: `${SYSTEM}|abc` }, SETTLEMENT_SEARCH_MESSAGES.identifier],
    [{ identifier: [`${SYSTEM}|`, `${SYSTEM}|1`] }, 'va una sola vez'],
    [{ identifier: `${SYSTEM}|`, period: '2025-13' }, SETTLEMENT_SEARCH_MESSAGES.period],
    [{ identifier: `${SYSTEM}|`, period: 'ge2025-06-01' }, SETTLEMENT_SEARCH_MESSAGES.period],
    [{ identifier: `${SYSTEM}|`, period: 'ne2025-06' }, SETTLEMENT_SEARCH_MESSAGES.period],
    [{ identifier: `${SYSTEM}|`, period: 'ge0000-01' }, SETTLEMENT_SEARCH_MESSAGES.period],
    [
      { identifier: `${SYSTEM}|`, period: ['ge2025-01', 'ge2025-02'] },
      SETTLEMENT_SEARCH_MESSAGES.periodTwice,
    ],
    [
      { identifier: `${SYSTEM}|`, period: ['ge2023-01', 'le2026-02'] },
      'no puede superar los 24 meses',
    ],
    [{ identifier: `${SYSTEM}|`, period: ['ge2026-01', 'le2025-01'] }, 'no puede ser anterior'],
    [{ identifier: `${SYSTEM}|`, created: 'ge2026-01-01' }, 'created'],
    [{ identifier: `${SYSTEM}|`, _count: '0' }, '_count'],
  ])('%j is refused: %s', (query, message) => {
    const parsed = parseSettlementSearch(query, NOW);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toContain(message);
  });

  it.each([
    [{}, false],
    [{ created: 'ge2026-01-01' }, false],
    [{ identifier: `${SYSTEM}|` }, true],
    [{ identifier: 'anything' }, true],
  ])('%j asks for settlements: %s', (query, expected) => {
    expect(isSettlementSearch(query)).toBe(expected);
  });
});
