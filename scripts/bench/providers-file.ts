import { PROVIDER_IMPORT_COLUMNS } from '@portal/contracts';
import { PERMISSION_KEYS } from '@portal/domain/access';
import { withCheckDigit } from '../../apps/api/src/seed/cuit.ts';
import {
  FIRST_NAMES,
  INSTITUTION_PREFIXES,
  LAST_NAMES,
  LOCALITIES,
  PROVINCES,
  SERVICES,
  SPECIALTIES,
} from '../../apps/api/src/seed/reference-data.ts';
import { EXTRA_SERVICES } from '../../apps/api/src/seed/services-catalogue.ts';
import { writeCsvFile } from './stream-file.ts';

/**
 * Codes of the synthetic providers file: above the demo providers (100001…) and the large
 * seed's (600001…), places and expedientes likewise clear of the seeds', so a bench import
 * only adds providers of its own.
 */
export const PROVIDERS_FIRST_CODE = 5_000_000;
export const PLACES_FIRST_CODE = 50_000_000;

const TYPES = ['P', 'P', 'E', 'I', 'C'] as const;
const STREETS = ['Av. Santa Fe', 'Av. Cabildo', 'Calle 7', 'Av. Rivadavia', 'San Martín'];
const HOURS = ['08:00 a 12:00', '14:00 a 18:00', '09:00 a 13:00', '00:00 a 23:59', ''];
/** The demo seed's catalogue (services table): the file may name any of them. */
const SERVICE_CODES = [...SERVICES.map(([code]) => code), ...EXTRA_SERVICES.map(([code]) => code)];
/** Keys every provider has; one of the rest is added by the provider's index. */
const BASE_MODULES = ['validador-de-asociados', 'datos-personales', 'consulta-de-liquidacion'];

/** Places of provider `provider` (0-based): one, two or three, two on average. */
export const placesOf = (provider: number) => 1 + (provider % 3);

/** Rows of a file of `providers` providers: the sum of their places, without walking them. */
export function providersFileRows(providers: number): number {
  const blocks = Math.floor(providers / 3);
  let rows = blocks * 6;
  for (let p = blocks * 3; p < providers; p += 1) rows += placesOf(p);
  return rows;
}

const pick = <T>(items: readonly T[], n: number) => items[n % items.length]!;

/**
 * Place `place` (0-based within its provider) of provider `provider` as its CSV cells (the
 * documented `;` format), the provider's columns the same on each of its places. The place
 * code is `PLACES_FIRST_CODE + 3 × provider + place`, unique and computable alone. Localities
 * by code or by name with its province;
 * one in two providers invites an administrator; services and specialties are the demo
 * catalogue's, values with and without cents.
 */
export function providerRow(provider: number, place: number): string[] {
  const codigo = PROVIDERS_FIRST_CODE + provider;
  const tipo = pick(TYPES, provider);
  const person = tipo === 'P' || tipo === 'E';
  const surname = pick(LAST_NAMES, provider * 7);
  const name = pick(FIRST_NAMES, provider * 13);
  const razon = person
    ? `${surname} ${name}`
    : `${pick(INSTITUTION_PREFIXES, provider)} ${surname}`;
  const cuit = withCheckDigit(`${person ? '20' : '30'}${String(10_000_000 + provider * 37)}`);
  const lugar = PLACES_FIRST_CODE + provider * 3 + place;
  const localityIndex = (provider + place * 3) % LOCALITIES.length;
  const [provinceId, , localityName] = LOCALITIES[localityIndex]!;
  const province = PROVINCES.find(([id]) => id === provinceId)![1];
  const byCode = lugar % 2 === 0;
  const modules = [...BASE_MODULES, pick(PERMISSION_KEYS, provider)];
  const specialties = [pick(SPECIALTIES, lugar)[0], pick(SPECIALTIES, lugar * 5 + 1)[0]];
  const services = [0, 1, 2].map((k) => {
    const cents = 500_000 + ((lugar * 7_919 + k * 104_729) % 4_000_000);
    const value =
      cents % 100 === 0
        ? String(cents / 100)
        : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    return `${pick(SERVICE_CODES, lugar * 3 + k)}=${value}`;
  });
  return [
    String(codigo),
    tipo,
    `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`,
    razon,
    person ? `${name} ${surname}` : surname,
    `contacto@prestador${codigo}.test`,
    provider % 11 === 0 ? 'S' : 'N',
    [...new Set(modules)].join('|'),
    provider % 2 === 0 ? `admin@prestador${codigo}.test` : '',
    String(lugar),
    `Consultorio ${localityName} ${place + 1}`,
    pick(STREETS, lugar),
    String(100 + (lugar % 4_900)),
    byCode ? String(localityIndex + 1) : localityName,
    byCode ? '' : province,
    `011 4${String(lugar % 1_000).padStart(3, '0')}-${String(lugar % 10_000).padStart(4, '0')}`,
    ...[0, 1, 2, 3, 4].map((day) => pick(HOURS, lugar + day)),
    ['Consultorio 1', 'Consultorio 2', 'Box A'].slice(0, 1 + (lugar % 3)).join('|'),
    [...new Set(specialties)].join('|'),
    services.join('|'),
  ];
}

function* providerRows(providers: number): Generator<string[]> {
  for (let provider = 0; provider < providers; provider += 1) {
    for (let place = 0; place < placesOf(provider); place += 1) yield providerRow(provider, place);
  }
}

/** Writes a providers file of `providers` providers with their places, streamed; its size. */
export function writeProvidersFile(path: string, providers: number): Promise<number> {
  return writeCsvFile(path, PROVIDER_IMPORT_COLUMNS, providerRows(providers));
}
