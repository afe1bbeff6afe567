import { PERMISSION_KEYS } from '@portal/domain/access';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissions, seedSession, userConfig } from '@/testing/factories';
import { mockApi, mockModuleApi, moduleAllowed } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const VALIDATOR = '/tramitesonline/validar-afiliado';
/** Connectivity with only its reports tab: a private page without an affiliate field. */
const REPORTS_ONLY = userConfig({ userPermissions: permissions([...PERMISSION_KEYS, 'reportes']) });

async function headerHint() {
  const header = await screen.findByRole('banner');
  return within(header).findByRole('link', { name: /Validar afiliado/ }, { timeout: 4000 });
}

describe('the affiliate field shortcut (Alt+A, ADR 0038)', () => {
  it('the header shows it; from a page without the field it opens Validar afiliado, field focused', async () => {
    await seedSession(REPORTS_ONLY);
    mockApi({ ...moduleAllowed('conectividad'), ...moduleAllowed('validador-de-asociados') });
    const { user, location } = renderApp({ path: '/tramitesonline/tramites-conectividad' });
    const hint = await headerHint();
    expect(hint.textContent).toBe('Validar afiliado Alt + A');
    expect(hint.getAttribute('aria-keyshortcuts')).toBe('Alt+A');
    expect(screen.queryByRole('textbox', { name: /Número de afiliado/ })).toBeNull();

    await user.keyboard('{Alt>}a{/Alt}');
    await waitFor(() => expect(location.pathname).toBe(VALIDATOR));
    const field = await screen.findByRole('textbox', { name: /Número de afiliado/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
    // The field shows the shortcut too.
    expect(field.getAttribute('aria-keyshortcuts')).toBe('Alt+A');
    expect(screen.getByText(/Atajo desde cualquier página/).textContent).toContain('Alt + A');
  });

  it('on a page with the field, it takes the focus back there with the number selected', async () => {
    await seedSession();
    mockModuleApi('validador-de-asociados');
    const { user } = renderApp({ path: VALIDATOR });
    await headerHint();
    const field = await screen.findByRole<HTMLInputElement>('textbox', {
      name: /Número de afiliado/,
    });
    await user.type(field, '30000001 1 01');
    await user.click(screen.getByRole('tab', { name: 'Validación' }));
    expect(document.activeElement).not.toBe(field);

    await user.keyboard('{Alt>}a{/Alt}');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 13]);
  });

  it('a user who may not validate affiliates gets neither the hint nor the shortcut', async () => {
    await seedSession(
      userConfig({
        userPermissions: permissions(
          PERMISSION_KEYS.filter((key) => key !== 'validador-de-asociados'),
        ),
      }),
    );
    mockApi({ ...moduleAllowed('conectividad') });
    const { user, location } = renderApp({ path: '/tramitesonline/tramites-conectividad' });
    // The header's after-first-screen parts are there: the user menu's "Inicio".
    const header = await screen.findByRole('banner');
    await within(header).findByRole('link', { name: 'Inicio' }, { timeout: 4000 });
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: /Validar afiliado/ }),
    ).toBeNull();
    await user.keyboard('{Alt>}a{/Alt}');
    expect(location.pathname).toBe('/tramitesonline/tramites-conectividad');
  });
});
