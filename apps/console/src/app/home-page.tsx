import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '@/lib/services';
import { sectionsFor } from './sections';

/** The start after login: who you are and what your roles open. */
export function HomePage() {
  const session = useSession();
  const sections = sectionsFor(session?.staff.roles ?? []);
  return (
    <Stack gap="md">
      <Title order={1}>Hola, {session?.staff.name}</Title>
      {sections.length > 0 ? (
        <>
          <Text>Con tus roles podés ingresar a:</Text>
          <List>
            {sections.map((section) => (
              <List.Item key={section.path}>
                <Anchor component={Link} to={section.path}>
                  {section.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text>Las secciones de tus roles todavía no están disponibles en la consola.</Text>
      )}
    </Stack>
  );
}
