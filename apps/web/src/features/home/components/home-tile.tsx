import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  id: string;
  title: string;
  /** Where the tile's work is done: every tile ends with its link, empty or not. */
  link: { to: string; label: string };
  children: ReactNode;
}

/** One tile of the home: a titled region, what waits, and the page to do it on. */
export function HomeTile({ id, title, link, children }: Props) {
  const headingId = `inicio-${id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Stack gap="xs" style={{ flex: 1 }}>
          {children}
        </Stack>
        <Anchor component={Link} to={link.to} fw={600}>
          {link.label}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** A tile's figure and what it counts, read as one sentence ("2 casos esperando tu respuesta"). */
export function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Text component="p" m={0}>
      <Text span fz={28} fw={700} lh={1.2} display="block">
        {value}
      </Text>{' '}
      <Text span c="dimmed">
        {label}
      </Text>
    </Text>
  );
}

/** What a tile says when nothing waits. */
export function Empty({ children }: { children: string }) {
  return <Text c="dimmed">{children}</Text>;
}
