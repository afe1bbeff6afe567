/// <reference types="vite/client" />
import { z } from 'zod';
import type { CallDefinition } from '@portal/contracts';
import type { PermissionKey } from '@portal/domain/access';
import type { ProviderIds } from './provider-ids.ts';

/**
 * The per-call facts the definitions cannot say: which path and body values name an object
 * of a provider, which of the other provider's objects to probe with, and the calls that need
 * handling of their own. Everything else the matrix derives from each call's `access`,
 * `readOnlySafe` and `response`.
 */

/** What a probe may name: the caller's own objects, the other provider's, shared facts. */
export interface MatrixIds {
  /** The caller's provider and user (the demo provider's objects, the caller's user id). */
  me: ProviderIds;
  /** The other provider's (interior, 200001). */
  them: ProviderIds;
  /** The terms in force, and a user of a third provider who has not accepted them yet. */
  termsId: number;
  termsPendingUserId: number;
}

export interface RequestParts {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A request in the demo provider's own session that names the other provider's objects. */
export interface Probe {
  story: string;
  request: (ids: MatrixIds) => RequestParts;
  /**
   * Unless said otherwise: 403 or 404 in the error shape. 'ownData': the call ignores the
   * foreign id and answers the caller's own data. A status and code: the call's own refusal of
   * a reference it cannot find, answered as for a number that does not exist.
   */
  answer?: 'ownData' | { status: number; code: string; why: string };
}

export interface CallRow {
  /** The caller's own path parameters, used by every cell but the foreign probes. */
  params?: (ids: MatrixIds) => Record<string, string | number>;
  /** A { moduleParam } call: the module each caller asks for (the rest ask for `default`). */
  moduleParam?: { default: PermissionKey; subUser: string; moduleInactive: string };
  /** The other provider's objects to probe with, or why the call names none. */
  foreign: readonly Probe[] | { none: string };
  /** The call ends the session it is made in (logout): an allowed cell uses a fresh one. */
  endsSession?: true;
  /**
   * The call belongs to a section the demo provider's type lacks (Mis datos, spec §6): where
   * the guard lets a caller through, the call itself answers this refusal.
   */
  sectionRefusal?: { status: 403; code: 'FORBIDDEN'; why: string };
  /**
   * A 'session' call that checks a flag of the user's own past the guard (doc-24's telemedicine
   * permission, accepted terms): the refusal each named caller gets instead of 'allowed'.
   */
  callerRefusals?: Partial<
    Record<'subUser' | 'termsPending', { status: 403; code: string; why: string }>
  >;
}

export const callKey = (call: Pick<CallDefinition, 'method' | 'path'>) =>
  `${call.method} ${call.path}`;

/**
 * Every row, by `METHOD /path`: each area's rows are its rows-<area>.ts beside this file, found by
 * their names (docs/decisions/0039), so an area adds its rows without editing a list.
 */
export const CALL_ROWS: Readonly<Record<string, CallRow>> = Object.fromEntries(
  Object.values(
    import.meta.glob<Record<string, CallRow>>('./rows-*.ts', { eager: true, import: 'ROWS' }),
  ).flatMap((rows) => Object.entries(rows)),
);

/** Field names that name a provider's object (its code, a user, a case, a ticket…). */
const OBJECT_FIELD =
  /^(prestad\w*|codigoPrestador|codPrestador|idUsuario|userId|nroTramite|nroTicket|nroAuto\w*|workflowId|tramiteJbpm)$/;

function fieldNames(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const nested = [
    node.items,
    ...['anyOf', 'oneOf', 'allOf', 'prefixItems'].flatMap((key) => node[key] ?? []),
    ...Object.values((node.$defs ?? {}) as Record<string, unknown>),
  ];
  const properties = Object.entries((node.properties ?? {}) as Record<string, unknown>);
  return [
    ...properties.flatMap(([name, value]) => [name, ...fieldNames(value)]),
    ...nested.flatMap(fieldNames),
  ];
}

/** The body and query fields of a call that name a provider's object. */
export function objectFields(call: CallDefinition): string[] {
  return [call.query, call.body]
    .filter((schema): schema is z.ZodType => schema !== undefined)
    .flatMap((schema) =>
      fieldNames(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })),
    )
    .filter((name) => OBJECT_FIELD.test(name));
}

/**
 * Why a call needs a row, or null: a path with parameters (the matrix must know what to put
 * there), a module taken from the path, or a provider-facing call whose body or query names an
 * object (the row says which of the other provider's objects to probe with).
 */
export function whyRowNeeded(call: CallDefinition): string | null {
  if (call.path.includes('/:')) return 'its path has parameters';
  if (typeof call.access === 'object' && 'moduleParam' in call.access) {
    return 'its module comes from the path';
  }
  if (call.access === 'public' || call.access === 'operator') return null;
  const fields = objectFields(call);
  return fields.length > 0 ? `its body or query names objects (${fields.join(', ')})` : null;
}
