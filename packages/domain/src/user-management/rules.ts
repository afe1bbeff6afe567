import { USER_MANAGEMENT_MESSAGES, type UserState } from './constants.ts';

/** Who asks: the caller's user id and admin flag (modelEspecifico.admin, spec §6). */
export interface Actor {
  userId: number;
  admin: boolean;
}

export interface UserChange {
  admin?: boolean | undefined;
  estado?: UserState | undefined;
}

/** Why an actor may not manage users at all, or null (spec §6: admin only). */
export function managementRefusal(actor: Actor): string | null {
  return actor.admin ? null : USER_MANAGEMENT_MESSAGES.adminOnly;
}

/** Why the actor may not delete the user, or null: admins only, never themselves. */
export function deleteRefusal(actor: Actor, targetUserId: number): string | null {
  return (
    managementRefusal(actor) ??
    (actor.userId === targetUserId ? USER_MANAGEMENT_MESSAGES.selfDelete : null)
  );
}

/**
 * Why the actor may not make this change, or null. An admin may change itself (name, sector),
 * but not drop its own admin flag nor deactivate itself: the provider would lose its admin.
 */
export function changeRefusal(
  actor: Actor,
  targetUserId: number,
  change: UserChange,
): string | null {
  const refusal = managementRefusal(actor);
  if (refusal || actor.userId !== targetUserId) return refusal;
  if (change.admin === false) return USER_MANAGEMENT_MESSAGES.ownAdminFlag;
  if (change.estado === 'Inactivo') return USER_MANAGEMENT_MESSAGES.ownState;
  return null;
}
