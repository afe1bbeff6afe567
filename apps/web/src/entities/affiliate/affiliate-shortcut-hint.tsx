import { Anchor } from '@mantine/core';
import { decideAccess } from '@portal/domain/access';
import { Link } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { AFFILIATE_SHORTCUT, useAffiliateShortcut, VALIDATOR_PATH } from './affiliate-shortcut';
import { AffiliateShortcutKeys } from './affiliate-shortcut-keys';

/**
 * The header's way to Validar afiliado, with the shortcut that does the same from the keyboard.
 * It owns the shortcut's listener, so both exist exactly while a session that may validate
 * affiliates is open (a module in maintenance still opens its page, which says so).
 */
export function AffiliateShortcutHint() {
  const { session } = useSession();
  const allowed =
    session !== null &&
    decideAccess(
      { loggedIn: true, termsAccepted: session.termsAccepted, permissions: session.permissions },
      'validador-de-asociados',
    ) !== 'forbidden';
  useAffiliateShortcut(allowed);
  if (!allowed) return null;
  return (
    <Anchor
      component={Link}
      to={VALIDATOR_PATH}
      aria-keyshortcuts={AFFILIATE_SHORTCUT.aria}
      className="affiliate-shortcut"
      size="sm"
    >
      Validar afiliado{' '}
      <span className="affiliate-shortcut__keys">
        <AffiliateShortcutKeys />
      </span>
    </Anchor>
  );
}
