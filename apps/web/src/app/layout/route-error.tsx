import { Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/domain/app';
import { Component, type ReactNode } from 'react';

function RouteError() {
  return (
    <Stack p="xl" gap="md" align="flex-start" component="main">
      <Title order={1}>{MESSAGES.notFoundTitle}</Title>
      <Text>{MESSAGES.genericError}</Text>
      <Button onClick={() => window.location.reload()}>Volver a cargar</Button>
    </Stack>
  );
}

/** Last resort for a route that failed to load or render (e.g. a chunk gone after a deploy). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
