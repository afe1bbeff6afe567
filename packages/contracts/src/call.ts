import { z } from './zod.ts';
import type { AbilityButtonId, PermissionKey } from '@portal/domain/access';
import type { StaffRole } from '@portal/domain/staff';
import { ATTACHMENT_TYPES } from '@portal/domain/support-cases';
import type { WriteLimit } from '@portal/domain/write-limits';
import { matchCallPath } from './call-url.ts';

export { callPath, callQueryString, matchCallPath } from './call-url.ts';

/**
 * Who may make a call. The API's access guard enforces it on every request (ADR 0017):
 * - 'public': anyone;
 * - 'session': a live session, terms not yet required (user config, terms, renew, logout);
 * - { module }: the full guard of spec §6 for that permission key; with `ability`, the menu
 *   button of §6 that grants the action must pass the same checks too;
 * - { moduleParam }: the same, with the key taken from a path parameter;
 * - 'operator': the insurer's operators, with the server's operator key in `x-operator-key`;
 * - 'integration': the insurer's machines, with an unrevoked integration key in
 *   `x-integration-key` (docs/decisions/0050); `{ integration }`: the same, and the key's scope
 *   must hold the import kind named by that path parameter;
 * - 'staff': any live session of the insurer's staff (their own realm, docs/decisions/0055);
 *   `{ staff }`: the same, and the account must hold one of those roles.
 */
export type CallAccess =
  | 'public'
  | 'session'
  | 'operator'
  | 'integration'
  | { module: PermissionKey; ability?: AbilityButtonId }
  | { moduleParam: string }
  | { integration: string }
  | 'staff'
  | { staff: readonly StaffRole[] };

/** The header an integration key comes in (the machines' door, docs/decisions/0050). */
export const INTEGRATION_KEY_HEADER = 'x-integration-key';

/** Whether a call is made by the insurer's staff in a session of their own realm. */
export const isStaffAccess = (access: CallAccess) =>
  access === 'staff' || (typeof access === 'object' && 'staff' in access);

/** The roles a staff call asks for (empty: any staff account), or null for other calls. */
export const staffRolesOf = (access: CallAccess): readonly StaffRole[] | null =>
  access === 'staff' ? [] : typeof access === 'object' && 'staff' in access ? access.staff : null;

/** Whether a call is made by the insurer's machines with an integration key. */
export const isIntegrationAccess = (access: CallAccess) =>
  access === 'integration' || (typeof access === 'object' && 'integration' in access);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A binary answer (PDF, CSV bytes): sent as-is, documented as a binary string. */
export const binaryBody = z
  .instanceof(Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'Binary content' });

/**
 * The media type of each kind of file the API sends (a CSV is sent as UTF-8); `image` is a range:
 * a medical study's image keeps the type the insurer's system gave it.
 */
export const FILE_MEDIA_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  /** One JSON object a line: the imports' files for machines (docs/imports). */
  ndjson: 'application/x-ndjson',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  image: 'image/*',
} as const;

/**
 * What a file answer may be: a kind above, or `stored`: a file someone uploaded, sent back with
 * the media type it was accepted as (one of the attachments' allow-list).
 */
export type FileKind = keyof typeof FILE_MEDIA_TYPES | 'stored';

/** The media types of a file answer made of `kinds`. */
export function fileMediaTypes(kinds: readonly FileKind[]): string[] {
  return [
    ...new Set(
      kinds.flatMap((kind) =>
        kind === 'stored'
          ? ATTACHMENT_TYPES.map((type) => type.contentType)
          : [FILE_MEDIA_TYPES[kind]],
      ),
    ),
  ];
}

/** A streamed answer (server-sent events): the handler writes it, no JSON body. */
export const eventStreamBody = z
  .string()
  .meta({ type: 'string', description: 'text/event-stream of named JSON events' });

/** One /pre call: the single definition the API routes, the web client and the tests read. */
export interface CallDefinition {
  readonly method: HttpMethod;
  /** Fastify's form: `/pre/v1/validador/:id/afiliado`. */
  readonly path: `/pre/${string}`;
  readonly tag: string;
  readonly summary: string;
  readonly access: CallAccess;
  /** A POST or PUT that changes nothing stays open to read-only sessions. */
  readonly readOnlySafe?: boolean;
  /**
   * How fast the caller may make this write: one of the domain's LIMITS, counted per user and
   * per provider (docs/decisions/0046). Every write a session makes declares one
   * (`needsWriteLimit`).
   */
  readonly limit?: WriteLimit;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The success status; 200 unless the call creates (201), accepts work it does later (202) or
   * answers nothing (204).
   */
  readonly status?: 200 | 201 | 202 | 204;
  /** The success answer: a JSON schema, `binaryBody` or `eventStreamBody`. */
  readonly response: z.ZodType;
  /** What a `binaryBody` answer may be, for its media types (required with a file answer). */
  readonly files?: readonly FileKind[];
  /** The answer carries an ETag, and a request holding it (If-None-Match) gets a bodiless 304. */
  readonly etag?: boolean;
  /** The answer may instead be a 302 to an http(s) address elsewhere (the file lives there). */
  readonly redirects?: boolean;
  /** Request bodies above this many bytes are refused with 413 (default: the server's 1 MiB). */
  readonly bodyLimit?: number;
  /**
   * The body is a file streamed to the handler, never parsed nor held in memory, of one of these
   * media types; its size limit is the handler's (a streamed body has no `body` schema).
   */
  readonly upload?: readonly string[];
  /** Left out of the OpenAPI document. */
  readonly hide?: boolean;
}

/**
 * Whether a call is a write that must declare its `limit`: a POST, PUT or DELETE made in a
 * session, or with an integration key (counted per key and per client), that changes something.
 * Public writes are counted by their own throttles (logins and password recovery per address,
 * docs/decisions/0003), having no user or provider to count for; the insurer's operators and
 * staff are not limited (their writes are audited instead, docs/decisions/0055).
 */
export function needsWriteLimit(call: Pick<CallDefinition, 'method' | 'access' | 'readOnlySafe'>) {
  return (
    call.method !== 'GET' &&
    call.readOnlySafe !== true &&
    call.access !== 'public' &&
    call.access !== 'operator' &&
    !isStaffAccess(call.access)
  );
}

export function defineCall<const Call extends CallDefinition>(call: Call): Call {
  return call;
}

/**
 * Every error a call may answer, all in the one `errorResponse` shape: 415 is a body in another
 * format than the call reads, 500 the server's own failure (without its details).
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 414, 415, 422, 429, 500] as const;

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** Path parameters as the caller has them (numbers or text; the path carries them as text). */
export type CallParams<Call extends CallDefinition> = Output<Call['params']>;
/** Keys the caller may leave out: optional, or defaulted by the schema. */
type OptionalKeys<Schema> = Schema extends z.ZodType
  ? {
      [Key in keyof z.input<Schema>]-?: object extends Pick<z.input<Schema>, Key> ? Key : never;
    }[keyof z.input<Schema>]
  : never;
/** The query as the caller gives it: typed like the parsed query, defaulted keys optional. */
export type CallQuery<Call extends CallDefinition> = Omit<
  Output<Call['query']>,
  OptionalKeys<Call['query']>
> &
  Partial<Pick<Output<Call['query']>, OptionalKeys<Call['query']> & keyof Output<Call['query']>>>;
export type CallBody<Call extends CallDefinition> = Input<Call['body']>;
/**
 * What the API answers on success, as the caller reads it: a file answer (`binaryBody`) as a
 * Blob; a call that answers JSON or a file by its query (a report) is JSON unless asked a file.
 */
export type CallResult<Call extends CallDefinition> = [Output<Call['response']>] extends [
  Uint8Array,
]
  ? Blob
  : Exclude<Output<Call['response']>, Uint8Array>;
/** What a handler returns: the contract's input (the serializer parses it into the result). */
export type CallReply<Call extends CallDefinition> = Input<Call['response']>;

/** The request parts a call takes, each required when the call defines it. */
export type CallInput<Call extends CallDefinition> = (Call['params'] extends z.ZodType
  ? { params: CallParams<Call> }
  : { params?: never }) &
  (Call['query'] extends z.ZodType ? { query?: CallQuery<Call> } : { query?: never }) &
  (Call['body'] extends z.ZodType ? { body: CallBody<Call> } : { body?: never });

/**
 * The call a request is an instance of: an exact path wins over a parameter segment (as the
 * router does), so `/cap/tramites/pendientes` is not read as `/cap/tramites/:nroTramite`.
 */
export function findCall<Call extends CallDefinition>(
  calls: readonly Call[],
  method: string,
  path: string,
): Call | undefined {
  const candidates = calls.filter(
    (call) => call.method === method.toUpperCase() && matchCallPath(call.path, path) !== null,
  );
  const parameterCount = (call: Call) => call.path.split('/:').length;
  return candidates.sort((a, b) => parameterCount(a) - parameterCount(b))[0];
}
