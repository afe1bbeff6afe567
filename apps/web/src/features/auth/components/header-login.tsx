import { Anchor, Button, Group } from '@mantine/core';
import { MESSAGES } from '@portal/domain/app';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Island } from '@/lib/island';
import { useNarrow } from '@/lib/use-narrow';
import { HeaderLoginForm } from './header-login-form';

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
    <Island name="header-login">
      <Suspense fallback={<div className="header-login-placeholder" aria-hidden="true" />}>
        <HeaderLoginForm />
      </Suspense>
    </Island>
  );
}
