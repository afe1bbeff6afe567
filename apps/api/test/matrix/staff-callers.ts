import type { StaffRole } from '@portal/domain/staff';
import type { TestApp } from '../test-app.ts';
import { demoStaff, openStaffSession } from '../staff.ts';

/**
 * The insurer's staff as the matrix's callers (docs/decisions/0055): one demo account per role,
 * each holding that role only, and a staff token tried on every provider call.
 */
export const STAFF_CALLERS = {
  staffMedicalAuditor: 'medical-auditor',
  staffSettlements: 'settlements',
  staffContracting: 'contracting',
  staffSupport: 'support',
  staffContentEditor: 'content-editor',
  staffAdmin: 'admin',
} as const satisfies Record<string, StaffRole>;
export type StaffCallerKey = keyof typeof STAFF_CALLERS;

export const STAFF_CALLER_LABELS = {
  ...(Object.fromEntries(
    Object.entries(STAFF_CALLERS).map(([key, role]) => [key, `staff session (${role})`]),
  ) as Record<StaffCallerKey, string>),
  staffToken: "a staff session's token (admin)",
};

export const isStaffCaller = (caller: string): caller is StaffCallerKey => caller in STAFF_CALLERS;

const sessionOf = async (t: TestApp, role: StaffRole) => {
  const { headers, sessionId, staffId } = await openStaffSession(t, demoStaff(role).email);
  return { headers, sessionId, userId: null, staffId };
};

/** Every staff caller's session, and a fresh one for a call that ends its own (logout). */
export async function openStaffCallers(t: TestApp) {
  const entries = await Promise.all(
    Object.entries(STAFF_CALLERS).map(
      async ([key, role]) => [key, await sessionOf(t, role)] as const,
    ),
  );
  const sessions = Object.fromEntries(entries) as Record<
    StaffCallerKey,
    Awaited<ReturnType<typeof sessionOf>>
  >;
  return {
    ...sessions,
    staffToken: await sessionOf(t, 'admin'),
    freshStaff: (caller: StaffCallerKey) => sessionOf(t, STAFF_CALLERS[caller]),
  };
}
