import type { StaffAccount, StaffMe, StaffSessionResponse } from '@portal/contracts';
import type { StaffRole } from '@portal/domain/staff';
import type { StaffSession } from '@/lib/session-store';

export const admin = (roles: StaffRole[] = ['admin']): StaffMe => ({
  id: 6,
  email: 'admin@aseguradora.test',
  name: 'Administración Demo',
  roles,
});

export const sessionOf = (staff: StaffMe = admin()): StaffSession => ({
  token: 'stf.sesion.firma',
  exp: '20991231235959',
  staff,
});

export const sessionAnswer = (
  staff: StaffMe = admin(),
  recoveryCodes: string[] | null = null,
): StaffSessionResponse => ({ ...sessionOf(staff), recoveryCodes });

export const account = (overrides: Partial<StaffAccount> = {}): StaffAccount => ({
  id: 7,
  email: 'nueva@aseguradora.test',
  name: 'Nueva Persona',
  roles: ['support'],
  blocked: false,
  secondFactor: true,
  invitationPending: false,
  createdAt: '2026-11-20T12:00:00.000-03:00',
  updatedAt: '2026-11-20T12:00:00.000-03:00',
  ...overrides,
});
