import { Anchor, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/app';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell';

export default function NotFoundRoute() {
  return (
    <PageShell title={MESSAGES.notFoundTitle}>
      <Text>La página que buscás no existe o cambió de dirección.</Text>
      <Anchor component={Link} to="/">
        Volver al inicio
      </Anchor>
    </PageShell>
  );
}
