import { capitalizeName } from '@portal/domain/provider';
import { Button, Group } from '@mantine/core';
import { useSession } from '@/lib/session/session-context';

/**
 * The user's menu as it will look, inert, while its chunk loads: the header keeps its final
 * height on a phone (where the menu wraps below the brand), so the page does not move down when
 * the menu arrives.
 */
export function UserMenuPlaceholder() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <Group gap="xs" aria-hidden="true" inert>
      <Button component="span" variant="subtle" size="sm">
        Inicio
      </Button>
      <Button component="span" variant="default" size="sm">
        {capitalizeName(`${session.user.nombre} ${session.user.apellido}`)}
      </Button>
    </Group>
  );
}
