import { describe, expect, it } from 'vitest';
import type { DataUpdateSection } from '../access/menu.ts';
import type { ProviderType } from '../provider/provider.ts';
import { hasProfileSection } from './sections.ts';

describe('Mis datos sections by provider type (spec §6)', () => {
  it.each<[ProviderType, DataUpdateSection, boolean]>([
    ['P', 'datos-personales', true],
    ['P', 'domicilios', true],
    ['P', 'documentacion', false],
    ['E', 'datos-personales', true],
    ['E', 'domicilios', true],
    ['E', 'documentacion', false],
    ['I', 'datos-personales', true],
    ['I', 'domicilios', true],
    ['I', 'documentacion', false],
    ['C', 'datos-personales', true],
    ['C', 'domicilios', true],
    ['C', 'documentacion', true],
  ])('a provider of type %s has %s: %s', (type, section, expected) => {
    expect(hasProfileSection(type, section)).toBe(expected);
  });
});
