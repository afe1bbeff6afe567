import { buildMenu, type MenuLink, type MenuSection } from '@portal/domain/access';
import type { Session } from './session-types';

/** The main menu (spec §2, §6) of a session, from the domain's buildMenu. */
export function sessionMenu(session: Session): MenuSection[] {
  return buildMenu(session.permissions, {
    providerType: session.user.prestador.tipoPrestador.id,
    termsAccepted: session.termsAccepted,
    medicalHistoryEnable: session.user.medicalHistoryEnable,
    userHasDOC24Permission: session.doc24,
    hospitalizationInAffiliateValidation: session.hospitalizationInAffiliateValidation,
  });
}

/** Router path of an internal menu link (the domain writes them relative to /prestadores). */
export function menuHref(link: MenuLink): string {
  return link.external ? link.to : `/${link.to}`;
}
