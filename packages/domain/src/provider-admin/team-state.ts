/** A team member's state as the console shows it. */
export type TeamMemberState = 'Activo' | 'Inactivo' | 'Bloqueado';

interface StateDates {
  /** Set by the provider's admin (Inactivo) and by the insurer's block alike. */
  disabledAt: Date | null;
  /** Set only by the insurer's block. */
  blockedAt: Date | null;
}

/** The insurer's block wins over the provider's own Inactivo: it is the one they cannot undo. */
export function teamMemberState(user: StateDates): TeamMemberState {
  if (user.blockedAt !== null) return 'Bloqueado';
  return user.disabledAt === null ? 'Activo' : 'Inactivo';
}

/**
 * A block disables the user with the same instant when they were active, so every check that
 * already refuses a disabled user (guard, login, recovery, external sessions) refuses a blocked
 * one too. Unblocking gives back what the block took and no more: a user the provider's admin
 * had already made Inactivo stays Inactivo.
 */
export function disabledAtAfterBlock(user: StateDates, now: Date): Date {
  return user.disabledAt ?? now;
}

export function disabledAtAfterUnblock(user: StateDates): Date | null {
  if (user.blockedAt === null) return user.disabledAt;
  return user.disabledAt !== null && user.disabledAt.getTime() === user.blockedAt.getTime()
    ? null
    : user.disabledAt;
}
