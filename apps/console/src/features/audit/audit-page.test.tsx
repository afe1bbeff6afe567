import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, admin, sessionOf } from '@/testing/factories';
import { mockApi, type MockRequest } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const AUDIT = 'GET /pre/consola/v0/auditoria';
const entry = (id: number, action: string, changes: Record<string, unknown> = {}) => ({
  id,
  at: '2026-11-28T21:05:00.000Z',
  staffId: 6,
  staffEmail: 'admin@aseguradora.test',
  action,
  targetKind: 'staff',
  targetId: '7',
  changes,
});

function open() {
  const api = mockApi({
    'GET /pre/consola/v0/yo': { body: admin() },
    'GET /pre/consola/v0/cuentas': { body: [account()] },
    [AUDIT]: (request: MockRequest) => ({
      body: {
        items:
          request.url.searchParams.get('page') === '2'
            ? [entry(1, 'staff.login')]
            : [
                entry(3, 'staff.blocked'),
                entry(2, 'staff.roles-changed', { roles: ['support', 'admin'] }),
              ],
        total: 51,
        page: Number(request.url.searchParams.get('page') ?? 1),
        pageSize: 50,
      },
    }),
  });
  return { api, ...renderConsole({ path: '/auditoria', session: sessionOf() }) };
}

const lastQuery = (api: ReturnType<typeof open>['api']) =>
  Object.fromEntries(api.callsTo(AUDIT).at(-1)?.url.searchParams ?? []);

describe('the staff audit', () => {
  it('lists the actions newest first, in Spanish, with what changed', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Acciones del personal' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['28/11/26, 18:05', 'admin@aseguradora.test', 'Cuenta bloqueada', 'staff 7', '—'],
      [
        '28/11/26, 18:05',
        'admin@aseguradora.test',
        'Roles cambiados',
        'staff 7',
        'roles: support, admin',
      ],
    ]);
    expect(screen.getByText('51 acciones')).toBeTruthy();
  });

  it('filters by action and dates, and pages', async () => {
    const { api, user } = open();
    await screen.findByRole('table', { name: 'Acciones del personal' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Acción' }), 'Cuenta bloqueada');
    await user.type(screen.getByLabelText('Desde'), '2026-11-01');
    expect(lastQuery(api)).toEqual({ action: 'staff.blocked', desde: '20261101', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByRole('cell', { name: 'Ingreso' })).toBeTruthy();
    expect(lastQuery(api)).toEqual({ action: 'staff.blocked', desde: '20261101', page: '2' });
  });
});
