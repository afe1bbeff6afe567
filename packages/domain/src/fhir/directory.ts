import type {
  CodeableConcept,
  ContactPoint,
  HealthcareService,
  HealthcareServiceAvailableTime,
  Location,
  Organization,
  Practitioner,
  PractitionerRole,
  Reference,
} from '@medplum/fhirtypes';
import type { Weekday } from '../profile/reference.ts';
import {
  PLAN_NET_PROFILES,
  PORTAL_SYSTEMS,
  ROLE_SECTION,
  categoryConcept,
  categoryOfSection,
  listingId,
  type DirectoryResourceType,
} from './plan-net.ts';

/**
 * One card of the cartilla (a provider, one of its places, one specialty there) as the
 * directory's queries read it: every directory resource is built from these.
 */
export interface DirectoryCardData {
  placeId: number;
  specialtyId: number;
  providerId: number;
  seccion: number;
  especialidad: string;
  apeRazon: string;
  nombreAbre: string;
  /** 'P' a person; the rest institutions. */
  tipo: string;
  tele: string | null;
  calle: string;
  numero: string;
  denoLoc: string;
  denoPart: string;
  denoProv: string;
  horarios: Partial<Record<Weekday, string | null>> | null;
}

/** What a provider's own resource is built from (a provider search reads no card). */
export type ProviderCardData = Pick<
  DirectoryCardData,
  'providerId' | 'apeRazon' | 'nombreAbre' | 'tipo'
>;

export interface DirectoryReadContext {
  /** Plan-Net requires meta.lastUpdated; listings keep no edit time, so: when they were read. */
  lastUpdated: string;
  /** The centre of the place's locality, the only coordinates the insurer keeps. */
  position?: { lat: number; lon: number } | undefined;
}

const meta = (type: DirectoryResourceType, context: DirectoryReadContext) => ({
  profile: [PLAN_NET_PROFILES[type]],
  lastUpdated: context.lastUpdated,
});

export const isPerson = (card: Pick<DirectoryCardData, 'tipo'>) => card.tipo === 'P';

function personName(card: ProviderCardData): string {
  return `${card.nombreAbre} ${card.apeRazon}`.trim();
}

/** The reference to the card's provider: a person is a Practitioner, the rest Organizations. */
export function providerReference(card: ProviderCardData): Reference<Practitioner | Organization> {
  return isPerson(card)
    ? { reference: `Practitioner/${card.providerId}`, display: personName(card) }
    : { reference: `Organization/${card.providerId}`, display: card.apeRazon };
}

export function locationReference(card: DirectoryCardData): Reference<Location> {
  return { reference: `Location/${card.placeId}`, display: streetAddress(card) };
}

function specialtyConcept(card: DirectoryCardData): CodeableConcept {
  return {
    coding: [
      {
        system: PORTAL_SYSTEMS.specialty,
        code: String(card.specialtyId),
        display: card.especialidad,
      },
    ],
    text: card.especialidad,
  };
}

function phone(card: DirectoryCardData): ContactPoint[] | undefined {
  const value = card.tele?.trim();
  return value ? [{ system: 'phone', value, use: 'work' }] : undefined;
}

const DAY_CODES: Record<Weekday, HealthcareServiceAvailableTime['daysOfWeek'] & {}> = {
  lun: ['mon'],
  mar: ['tue'],
  mier: ['wed'],
  jue: ['thu'],
  vie: ['fri'],
};
const HOURS = /^(\d{2}):(\d{2}) a (\d{2}):(\d{2})$/;

/**
 * A place's hours ('08:00 a 16:00' per weekday, as Mis datos keeps them) as FHIR available
 * times; '00:00 a 23:59' is open all day. A day closed or written otherwise is left out rather
 * than guessed.
 */
export function availableTimes(
  hours: DirectoryCardData['horarios'],
): HealthcareServiceAvailableTime[] {
  if (!hours) return [];
  return (Object.keys(DAY_CODES) as Weekday[]).flatMap((day): HealthcareServiceAvailableTime[] => {
    const match = HOURS.exec(hours[day]?.trim() ?? '');
    if (!match) return [];
    const [, h1, m1, h2, m2] = match;
    const start = `${h1}:${m1}`;
    const end = `${h2}:${m2}`;
    if (start === '00:00' && end === '23:59') return [{ daysOfWeek: DAY_CODES[day], allDay: true }];
    if (start >= end || Number(h2) > 23 || Number(m1) > 59 || Number(m2) > 59) return [];
    return [
      {
        daysOfWeek: DAY_CODES[day],
        availableStartTime: `${start}:00`,
        availableEndTime: `${end}:00`,
      },
    ];
  });
}

const streetAddress = (card: DirectoryCardData) => `${card.calle} ${card.numero}`.trim();

export function practitionerOf(
  card: ProviderCardData,
  context: DirectoryReadContext,
): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: String(card.providerId),
    meta: meta('Practitioner', context),
    active: true,
    name: [{ text: personName(card), family: card.apeRazon, given: [card.nombreAbre] }],
  };
}

export function organizationOf(
  card: ProviderCardData,
  context: DirectoryReadContext,
): Organization {
  const alias = card.nombreAbre.trim();
  return {
    resourceType: 'Organization',
    id: String(card.providerId),
    meta: meta('Organization', context),
    active: true,
    name: card.apeRazon,
    ...(alias && alias !== card.apeRazon ? { alias: [alias] } : {}),
  };
}

/** The provider of a card as its own resource. */
export function providerOf(
  card: ProviderCardData,
  context: DirectoryReadContext,
): Practitioner | Organization {
  return isPerson(card) ? practitionerOf(card, context) : organizationOf(card, context);
}

export function locationOf(card: DirectoryCardData, context: DirectoryReadContext): Location {
  const line = streetAddress(card);
  const telecom = phone(card);
  return {
    resourceType: 'Location',
    id: String(card.placeId),
    meta: meta('Location', context),
    status: 'active',
    name: `${line}, ${card.denoLoc}`,
    ...(telecom ? { telecom } : {}),
    address: {
      use: 'work',
      type: 'physical',
      text: `${line}, ${card.denoLoc}, ${card.denoProv}`,
      line: [line],
      city: card.denoLoc,
      district: card.denoPart,
      state: card.denoProv,
      country: 'AR',
    },
    ...(context.position
      ? { position: { latitude: context.position.lat, longitude: context.position.lon } }
      : {}),
    ...(isPerson(card)
      ? {}
      : { managingOrganization: providerReference(card) as Reference<Organization> }),
  };
}

export function practitionerRoleOf(
  card: DirectoryCardData,
  context: DirectoryReadContext,
): PractitionerRole {
  const telecom = phone(card);
  const times = availableTimes(card.horarios);
  const provider = providerReference(card);
  return {
    resourceType: 'PractitionerRole',
    id: listingId(card.placeId, card.specialtyId),
    meta: meta('PractitionerRole', context),
    active: true,
    ...(isPerson(card)
      ? { practitioner: provider as Reference<Practitioner> }
      : { organization: provider as Reference<Organization> }),
    specialty: [specialtyConcept(card)],
    location: [locationReference(card)],
    ...(telecom ? { telecom } : {}),
    ...(times.length ? { availableTime: times } : {}),
  };
}

export function healthcareServiceOf(
  card: DirectoryCardData,
  context: DirectoryReadContext,
): HealthcareService {
  const telecom = phone(card);
  const times = availableTimes(card.horarios);
  const category = categoryOfSection(card.seccion);
  return {
    resourceType: 'HealthcareService',
    id: listingId(card.placeId, card.specialtyId),
    meta: meta('HealthcareService', context),
    active: true,
    ...(isPerson(card) ? {} : { providedBy: providerReference(card) as Reference<Organization> }),
    ...(category ? { category: [categoryConcept(category)] } : {}),
    type: [specialtyConcept(card)],
    specialty: [specialtyConcept(card)],
    location: [locationReference(card)],
    name: card.especialidad,
    ...(telecom ? { telecom } : {}),
    ...(times.length ? { availableTime: times } : {}),
  };
}

/** What a listing is in Plan-Net: a role in the specialties' section, a service otherwise. */
export function listingType(seccion: number): 'PractitionerRole' | 'HealthcareService' {
  return seccion === ROLE_SECTION ? 'PractitionerRole' : 'HealthcareService';
}

export function listingOf(
  card: DirectoryCardData,
  context: DirectoryReadContext,
): PractitionerRole | HealthcareService {
  return listingType(card.seccion) === 'PractitionerRole'
    ? practitionerRoleOf(card, context)
    : healthcareServiceOf(card, context);
}
