import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import {
  authorizationEvents,
  authorizationFiles,
  authorizations,
  authorizationServices,
} from '../../../db/schema/authorizations.ts';
import { providers } from '../../../db/schema/core.ts';
import { summaryColumns } from './summary.ts';

/** One request, every stored column but the files' contents: the provider's own, or any (ops). */
export async function findRequest(db: Db, providerId: number | null, nro: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      lugarAtencionId: authorizations.lugarAtencionId,
      observacion: authorizations.observacion,
      datos: authorizations.datos,
    })
    .from(authorizations)
    .where(
      and(
        eq(authorizations.nroAutorizacion, nro),
        providerId === null ? undefined : eq(authorizations.providerId, providerId),
      ),
    );
  return row ?? null;
}
export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Moves a request only if it is still in the state it was read in: two decisions at once
 * cannot both apply. Answers false when it had moved meanwhile.
 */
export async function moveRequest(
  tx: Tx,
  id: number,
  fromState: number,
  to: {
    estado: number;
    etapa: number;
    updatedAt: Date;
    observacionAuditor: string | null;
    validezHasta?: string | null;
  },
) {
  const moved = await tx
    .update(authorizations)
    .set(to)
    .where(and(eq(authorizations.id, id), eq(authorizations.estado, fromState)))
    .returning({ id: authorizations.id });
  return moved.length === 1;
}

export async function insertEvent(tx: Tx, values: typeof authorizationEvents.$inferInsert) {
  const [row] = await tx
    .insert(authorizationEvents)
    .values(values)
    .returning({ id: authorizationEvents.id });
  return row!.id;
}

export interface StoredFile {
  fileName: string;
  name: string;
  extension: string;
  contentType: string;
  content: Buffer;
}

export async function insertFiles(
  tx: Tx,
  files: readonly StoredFile[],
  at: {
    authorizationId: number;
    eventId: number;
    origen: 'prestador' | 'auditor';
    createdAt: Date;
    userId: number | null;
    operator: string | null;
  },
) {
  if (files.length === 0) return [];
  return tx
    .insert(authorizationFiles)
    .values(files.map((file) => ({ ...at, ...file, sizeBytes: file.content.length })))
    .returning({ id: authorizationFiles.id });
}

export function findServices(db: Db, authorizationId: number) {
  return db
    .select({
      codigo: authorizationServices.codigo,
      descripcion: authorizationServices.descripcion,
      cantidad: authorizationServices.cantidad,
      cobertura: authorizationServices.cobertura,
    })
    .from(authorizationServices)
    .where(eq(authorizationServices.authorizationId, authorizationId))
    .orderBy(asc(authorizationServices.id));
}

export function findFileMetas(db: Db, authorizationId: number) {
  return db
    .select({
      id: authorizationFiles.id,
      fileName: authorizationFiles.fileName,
      size: authorizationFiles.sizeBytes,
      contentType: authorizationFiles.contentType,
      createdAt: authorizationFiles.createdAt,
      origen: authorizationFiles.origen,
    })
    .from(authorizationFiles)
    .where(eq(authorizationFiles.authorizationId, authorizationId))
    .orderBy(asc(authorizationFiles.id));
}

export async function findFile(db: Db, authorizationId: number, fileId: number) {
  const [row] = await db
    .select({
      fileName: authorizationFiles.fileName,
      contentType: authorizationFiles.contentType,
      content: authorizationFiles.content,
    })
    .from(authorizationFiles)
    .where(
      and(
        eq(authorizationFiles.id, fileId),
        eq(authorizationFiles.authorizationId, authorizationId),
      ),
    );
  return row ?? null;
}

export function findEvents(db: Db, authorizationId: number) {
  return db
    .select()
    .from(authorizationEvents)
    .where(eq(authorizationEvents.authorizationId, authorizationId))
    .orderBy(asc(authorizationEvents.id));
}

/** Requests waiting for the provider's answer (state 2): the Inbox's counter. */
export async function countObserved(db: Db, providerId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(authorizations)
    .where(and(eq(authorizations.providerId, providerId), eq(authorizations.estado, 2)));
  return row?.n ?? 0;
}

/** The e-mail a decision is sent to: the user who filed it (still enabled), else the provider's. */
export async function findNoticeAddress(
  db: Db,
  request: { providerId: number; userId: number | null },
) {
  if (request.userId !== null) {
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, request.userId), isNull(users.disabledAt)));
    if (user) return user.email;
  }
  const [provider] = await db
    .select({ email: providers.email })
    .from(providers)
    .where(eq(providers.id, request.providerId));
  return provider?.email ?? null;
}
