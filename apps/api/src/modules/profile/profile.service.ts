import type {
  ProfessionalData,
  ProfileResponse,
  ReferencesResponse,
  RequestResponse,
} from '@portal/contracts';
import {
  DOCUMENT_TYPES,
  LANGUAGES,
  LICENCE_KINDS,
  MAIL_TYPES,
  MARITAL_STATUSES,
  PHONE_KINDS,
  PROFILE_MESSAGES,
  PROFILE_DOCUMENTS,
  SEXES,
  argentinaIsoDay,
  hasPersonalData,
  personalDataErrors,
  professionalChanges,
  type ContactEmail,
  type ContactPhone,
  type ProfessionalView,
} from '@portal/domain/profile';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { dataUpdateSections } from '@portal/domain/access';
import type { LiveSession } from '../../access/session.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import * as repo from './profile.repository.ts';
import { pendingRequests } from './requests.repository.ts';
import { fileChangeRequest, toPendingChange, type ProfileDeps } from './requests.service.ts';
import { requireSection } from './sections.ts';

/** Mis datos: personal, professional and contact data (spec §1, §3, §6). */

/** The caller's provider; another provider's code in the path is not found. */
export async function callerProvider(deps: ProfileDeps, session: LiveSession, code: number) {
  ownProvider(session.providerId, code);
  const provider = await repo.findProvider(deps.db, session.providerId);
  if (!provider) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  return provider;
}

/** YYYY-MM-DD ↔ YYYYMMDD ↔ dd/mm/aaaa. */
const toServerDay = (iso: string | null) => (iso ? iso.replaceAll('-', '') : '');
const toIsoDay = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
const shownDay = (day: string) =>
  day ? `${day.slice(6, 8)}/${day.slice(4, 6)}/${day.slice(0, 4)}` : '';

type Datos = ProfileResponse['datos'];

/**
 * The data as the provider's type has them: a team, an institution or a college has no personal
 * fields (null), and a person who has not given them yet has them null, never invented.
 */
function datosOf(provider: repo.ProviderRow, profile: repo.ProfileRow | null): Datos {
  const personal = hasPersonalData(provider.tipo) ? profile : null;
  return {
    apeRazonSocial: provider.apeRazonSocial,
    nombreAbre: provider.nombreAbre,
    documentoTipo: (personal?.documentoTipo as Datos['documentoTipo']) ?? null,
    documentoNumero: personal?.documentoNumero ?? null,
    sexo: (personal?.sexo as Datos['sexo']) ?? null,
    estadoCivil: (personal?.estadoCivil as Datos['estadoCivil']) ?? null,
    fechaNacimiento: toServerDay(personal?.fechaNacimiento ?? null),
    matriculas: profile?.matriculas ?? [],
    especialidades: profile?.especialidades ?? [],
    idiomas: profile?.idiomas ?? [],
  };
}

export async function getProfile(
  deps: ProfileDeps,
  session: LiveSession,
  code: number,
): Promise<ProfileResponse> {
  const provider = await callerProvider(deps, session, code);
  const [profile, pending, circulos] = await Promise.all([
    repo.findProfile(deps.db, provider.id),
    pendingRequests(deps.db, provider.id),
    repo.listCircles(deps.db, provider.id),
  ]);
  const sections = dataUpdateSections(provider.tipo);
  return {
    prestador: {
      id: provider.id,
      cuit: provider.cuit,
      tipoPrestador: provider.tipo,
      apeRazonSocial: provider.apeRazonSocial,
      nombreAbre: provider.nombreAbre,
    },
    secciones: sections,
    circulos,
    datos: datosOf(provider, profile),
    contacto: { emails: profile?.emails ?? [], telefonos: profile?.telefonos ?? [] },
    pendientes: pending.filter((row) => sections.includes(row.section)).map(toPendingChange),
  };
}

export async function references(deps: ProfileDeps): Promise<ReferencesResponse> {
  const [especialidades, provincias] = await Promise.all([
    repo.listSpecialties(deps.db),
    repo.listProvinces(deps.db),
  ]);
  return {
    sexos: [...SEXES],
    estadosCiviles: [...MARITAL_STATUSES],
    tiposDocumento: [...DOCUMENT_TYPES],
    tiposMail: [...MAIL_TYPES],
    tiposTelefono: [...PHONE_KINDS],
    tiposMatricula: [...LICENCE_KINDS],
    idiomas: [...LANGUAGES],
    especialidades,
    provincias,
    documentos: [...PROFILE_DOCUMENTS],
  };
}

export const mailTypes = () => [...MAIL_TYPES];

export function localities(deps: ProfileDeps, provincia: number, search: string) {
  return repo.searchLocalities(deps.db, provincia, search);
}

/** PUT .../contacto: e-mails by type and phones, saved at once (no request). */
export async function saveContact(
  deps: ProfileDeps,
  session: LiveSession,
  code: number,
  body: { emails: ContactEmail[]; telefonos: ContactPhone[] },
) {
  const provider = await callerProvider(deps, session, code);
  requireSection(provider.tipo, 'datos-personales');
  const addresses = body.emails.map((entry) => `${entry.tipoMail}:${entry.email}`);
  if (new Set(addresses).size !== addresses.length) {
    throw new HttpError(400, PROFILE_MESSAGES.duplicatedEmail, 'DUPLICATED_EMAIL');
  }
  if (!body.emails.some((entry) => entry.tipoMail === 1)) {
    throw new HttpError(400, PROFILE_MESSAGES.mainEmailRequired, 'MAIN_EMAIL_REQUIRED');
  }
  await repo.saveContact(deps.db, provider.id, body, deps.clock.now());
  return { mensaje: PROFILE_MESSAGES.contactSaved, contacto: body };
}

async function professionalView(deps: ProfileDeps, datos: Datos): Promise<ProfessionalView> {
  const found = await repo.findSpecialties(deps.db, datos.especialidades);
  if (found.length !== new Set(datos.especialidades).size) {
    throw new HttpError(400, PROFILE_MESSAGES.unknownSpecialty, 'UNKNOWN_SPECIALTY');
  }
  const names = new Map(found.map((row) => [row.id, row.descripcion]));
  return {
    apeRazonSocial: datos.apeRazonSocial,
    nombreAbre: datos.nombreAbre,
    documento: datos.documentoNumero ? `${datos.documentoTipo} ${datos.documentoNumero}` : '',
    sexo: SEXES.find((sex) => sex.id === datos.sexo)?.descripcion ?? '',
    estadoCivil: datos.estadoCivil ?? '',
    fechaNacimiento: shownDay(datos.fechaNacimiento),
    matriculas: datos.matriculas,
    especialidades: datos.especialidades.map((id) => names.get(id) ?? String(id)),
    idiomas: datos.idiomas,
  };
}

/** POST .../profesionales: the changes become a request (a contracting support case). */
export async function requestProfessionalChange(
  deps: ProfileDeps,
  session: LiveSession,
  code: number,
  body: ProfessionalData & { fechaNacimiento: string },
): Promise<RequestResponse> {
  const provider = await callerProvider(deps, session, code);
  requireSection(provider.tipo, 'datos-personales');
  const [misfit] = Object.values(personalDataErrors(provider.tipo, body));
  if (misfit) throw new HttpError(400, misfit, 'PERSONAL_DATA_INVALID');
  if (body.fechaNacimiento && toIsoDay(body.fechaNacimiento) > argentinaIsoDay(deps.clock.now())) {
    throw new HttpError(400, PROFILE_MESSAGES.birthDateInFuture, 'BIRTH_DATE_IN_FUTURE');
  }
  const current = datosOf(provider, await repo.findProfile(deps.db, provider.id));
  const asked: Datos = {
    ...current,
    ...body,
    matriculas: body.matriculas,
    especialidades: body.especialidades,
  };
  const changes = professionalChanges(
    await professionalView(deps, current),
    await professionalView(deps, asked),
  );
  if (changes.length === 0) throw new HttpError(400, PROFILE_MESSAGES.noChanges, 'NO_CHANGES');
  const pendiente = await fileChangeRequest(deps, session, provider, {
    section: 'datos-personales',
    title: 'Datos personales y profesionales',
    changes,
    propuesta: {
      ...asked,
      fechaNacimiento: asked.fechaNacimiento ? toIsoDay(asked.fechaNacimiento) : null,
    },
  });
  return { mensaje: PROFILE_MESSAGES.requestFiled(pendiente.nroTramite), pendiente };
}
