import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { enterAffiliate, type User } from '../../testing';

/** Steps shared by the request-kind journeys (request-kinds and transfer-request tests). */

export const AFILIADO = { contra: 30000001, inte: 1, prepaga: 1 };

/** Validates the demo affiliate and picks the kind of request, as a front desk does. */
export async function startRequest(user: User, kind: string) {
  await enterAffiliate(user);
  await user.click(await screen.findByRole('radio', { name: kind }));
}

export async function choosePlace(user: User) {
  const place = await screen.findByRole('combobox', { name: /^Lugar de atención/ });
  await waitFor(() => expect(within(place).getAllByRole('option').length).toBe(2));
  await user.selectOptions(place, 'Consultorio Palermo (Av. Santa Fe 3200, CABA)');
}

export const send = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Enviar trámite' }));

/** The text the field points at with aria-describedby: a screen reader reads its error with it. */
function describedBy(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Expects the message shown on the field, which is marked invalid and described by it. */
export async function expectRefused(label: RegExp, message: string) {
  await screen.findByText(message);
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(describedBy(field)).toContain(message);
}
