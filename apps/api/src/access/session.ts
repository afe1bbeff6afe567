import type { SessionMode } from '../db/schema/session.ts';

/** The caller behind a bearer token, as the guard found it (one row, ADR 0013). */
export interface LiveSession {
  id: string;
  mode: SessionMode;
  expiresAt: Date;
  operator: string | null;
  userId: number;
  providerId: number;
  email: string;
  admin: boolean;
  termsAccepted: boolean;
}

export interface ModuleAccess {
  habilitado: boolean;
  active: boolean;
  habilitarTodo: boolean;
  /** The catalogue's entry, so a route about the module itself needs no query of its own. */
  catalogue: { id: string; titulo: string; disponible: boolean };
}

/** What the guard knows of a request: the session and, on a module route, the module entry. */
export interface GuardContext {
  session: LiveSession;
  module: ModuleAccess | null;
}
