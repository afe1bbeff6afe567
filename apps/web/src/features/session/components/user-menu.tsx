import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Button, Group, Menu } from '@mantine/core';
import { capitalizeName } from '@portal/domain/provider';
import { MESSAGES } from '@portal/domain/app';
import { Link } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { useLogout } from '../api/logout';

/** The logged-in side of the header (spec §2): home button, name, Mis datos, Cerrar Sesión. */
export function UserMenu() {
  const { session } = useSession();
  const logout = useLogout();
  if (!session) return null;
  const name = capitalizeName(`${session.user.nombre} ${session.user.apellido}`);

  return (
    <Group gap="xs">
      <Button component={Link} to="/" variant="subtle" size="sm">
        Inicio
      </Button>
      {/* Mantine's focus placeholder is a role=presentation child, which role=menu forbids. */}
      <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button variant="default" size="sm" aria-haspopup="menu">
            {name}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/tramitesonline/datos-personales">
            {MESSAGES.myData}
          </Menu.Item>
          <Menu.Item onClick={() => void logout()}>{MESSAGES.logout}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
