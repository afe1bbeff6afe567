import { AppShell, Badge, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { staffLogoutCall, staffMeCall } from '@portal/contracts';
import { STAFF_ROLE_LABELS } from '@portal/domain/staff';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useCall } from '@/lib/call';
import { useServices, useSession } from '@/lib/services';
import { sectionsFor } from './sections';

/** Who is logged in, asked on every visit: a block or a role change shows at once. */
function useMe() {
  const call = useCall();
  return useQuery({ queryKey: ['yo'], queryFn: () => call(staffMeCall, {}) });
}

function LogoutButton() {
  const { store, queryClient } = useServices();
  const call = useCall();
  const logout = async () => {
    // The server ends the session; a failure here still ends it in this tab.
    await call(staffLogoutCall, {}, { handleUnauthorized: false }).catch(() => undefined);
    store.clear('logout');
    queryClient.clear();
  };
  return (
    <Button variant="default" size="xs" onClick={() => void logout()}>
      Cerrar sesión
    </Button>
  );
}

/** The frame of every private screen: the person, their roles, logout and what they may open. */
export function Shell() {
  const { store } = useServices();
  const session = useSession();
  const me = useMe().data;
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const staff = me ?? session?.staff;

  useEffect(() => {
    const current = store.get();
    if (me && current && JSON.stringify(current.staff) !== JSON.stringify(me)) {
      store.set({ ...current, staff: me });
    }
  }, [me, store]);

  useEffect(close, [location.pathname, close]);

  const sections = sectionsFor(staff?.roles ?? []);
  return (
    <AppShell
      header={{ height: { base: 96, sm: 64 } }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Cerrar el menú' : 'Abrir el menú'}
            />
            <Text component={Link} to="/" fw={700} c="indigo.9" td="none">
              Consola de la aseguradora
            </Text>
          </Group>
          <Group gap="xs" justify="flex-end" wrap="wrap">
            <div>
              <Text size="sm" fw={600} data-testid="staff-name">
                {staff?.name}
              </Text>
              <Group gap={4} wrap="wrap" role="group" aria-label="Tus roles">
                {staff?.roles.map((role) => (
                  <Badge key={role} size="xs" variant="light">
                    {STAFF_ROLE_LABELS[role]}
                  </Badge>
                ))}
              </Group>
            </div>
            <LogoutButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Secciones">
        <NavLink component={Link} to="/" label="Inicio" active={location.pathname === '/'} />
        {sections.map((section) => (
          <NavLink
            key={section.path}
            component={Link}
            to={section.path}
            label={section.label}
            active={location.pathname.startsWith(section.path)}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
