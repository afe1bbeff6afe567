import { Anchor, Button, Group } from '@mantine/core';
import { MESSAGES } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useNarrow } from '@/lib/use-narrow';

/**
 * Its own chunk: a phone never shows it (the compact link instead), and on a wide screen the
 * page is on screen before it (prerendered, or the header's room kept by the placeholder).
 */
const LoginForm = lazy(() =>
  import('./login-form').then(({ LoginForm }) => ({ default: LoginForm })),
);

/** Pages with a form of their own, where a second (header) form would only confuse. */
const ACCOUNT_PAGES = ['/login-mobile', '/forgot-password', '/home/registracion'];

/** The visitor's side of the header: the inline form, or a compact link below 768 px. */
export function HeaderLogin() {
  const mobile = useNarrow();
  const { pathname } = useLocation();
  const accountPage = ACCOUNT_PAGES.some((page) => pathname.startsWith(page));
  if (mobile || accountPage) {
    return (
      <Group gap="sm">
        {pathname !== '/login-mobile' && (
          <Button component={Link} to="/login-mobile" size="xs">
            {MESSAGES.login}
          </Button>
        )}
        <Anchor component={Link} to="/home/registracion" size="sm">
          {MESSAGES.register}
        </Anchor>
      </Group>
    );
  }
  return (
    <Suspense fallback={<div className="header-login-placeholder" aria-hidden="true" />}>
      <LoginForm layout="header" />
    </Suspense>
  );
}
