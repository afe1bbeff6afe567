import { describe, expect, it } from 'vitest';
import { ageText, durationText } from './age-text.ts';

describe('ageText', () => {
  it.each([
    [0, 'hace menos de un minuto'],
    [0.9, 'hace menos de un minuto'],
    [-3, 'hace menos de un minuto'],
    [1, 'hace 1 minuto'],
    [59, 'hace 59 minutos'],
    [60, 'hace 1 hora'],
    [119, 'hace 1 hora'],
    [23 * 60 + 59, 'hace 23 horas'],
    [24 * 60, 'hace 1 día'],
    [3 * 1440 + 600, 'hace 3 días'],
    [400 * 1440, 'hace 400 días'],
  ])('%s minutes → %s', (minutes, text) => {
    expect(ageText(minutes)).toBe(text);
  });
});

describe('durationText', () => {
  it.each([
    [null, '—'],
    [0, '0 min'],
    [44.6, '45 min'],
    [60, '1 h'],
    [200, '3 h 20 min'],
    [47 * 60 + 59, '47 h 59 min'],
    [48 * 60, '2 días'],
    [3600, '2,5 días'],
    [10_000, '6,9 días'],
  ])('%s minutes → %s', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });
});
