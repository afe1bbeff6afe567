import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * The header's login form on a wide screen, its own chunk: a phone never shows it (the compact
 * link instead), and the page is on screen before it (prerendered, or the header's room kept by
 * the placeholder). On a visitor's prerendered page it is an island (docs/decisions/0041).
 */
export const HeaderLoginForm = lazyWithPreload<object>(async () => {
  const { LoginForm } = await import('./login-form');
  return {
    default: function HeaderLoginForm() {
      return <LoginForm layout="header" />;
    },
  };
});
