import { hasProfileSection } from '@portal/domain/profile';
import { MESSAGES } from '@portal/domain/app';
import type { DataUpdateSection } from '@portal/domain/access';
import type { ProviderType } from '@portal/domain/provider';
import { HttpError } from '../../lib/errors.ts';

/**
 * A Mis datos section the provider's type lacks (spec §6) answers exactly as a module without
 * permission does, so the menu, the page and the API agree.
 */
export function requireSection(type: ProviderType, section: DataUpdateSection): void {
  if (!hasProfileSection(type, section)) {
    throw new HttpError(403, MESSAGES.noPermission, 'FORBIDDEN');
  }
}
