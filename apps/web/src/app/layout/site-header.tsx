import { Anchor, Group } from '@mantine/core';
import { lazy } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { HeaderLogin } from '@/features/auth';
import { UserMenu, UserMenuPlaceholder } from '@/features/session';
import { AfterFirstScreen } from '@/lib/first-screen';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session/session-context';

/** The shortcut to the affiliate field and its hint (ADR 0038): after the page's own content. */
const AffiliateShortcutHint = lazy(() =>
  import('@/entities/affiliate/affiliate-shortcut-hint').then((module) => ({
    default: module.AffiliateShortcutHint,
  })),
);

/** Spec §2's header: sibling sites, brand, and the login form or the user's menu. */
export function SiteHeader() {
  const { session } = useSession();
  const config = usePublicConfig();
  const siblings = config.data?.siblingSites ?? [];
  return (
    <header className="site-header">
      {/* The bar's room is kept while the configuration loads, so nothing below moves. */}
      {config.isPending && <div className="site-header__siblings" aria-hidden="true" />}
      {siblings.length > 0 && (
        <nav aria-label="Otros sitios" className="site-header__siblings">
          <Group gap="md">
            {siblings.map((site) => (
              <Anchor key={site.url} href={site.url} target="_blank" rel="noopener noreferrer">
                {site.label}
              </Anchor>
            ))}
          </Group>
        </nav>
      )}
      <div className="site-header__bar">
        <Link to="/" className="site-header__brand">
          <BrandLogo />
        </Link>
        {session && <AfterFirstScreen component={AffiliateShortcutHint} />}
        {session ? (
          <AfterFirstScreen component={UserMenu} fallback={<UserMenuPlaceholder />} />
        ) : (
          <HeaderLogin />
        )}
      </div>
    </header>
  );
}
