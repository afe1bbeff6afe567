import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { AccessDenied } from '@/components/access-denied';
import { PageShell } from '@/components/page-shell';
import { useSession } from '@/lib/session/session-context';
import { ActivityPanel } from './activity-panel';
import { UsersPanel } from './users-panel';

/**
 * Gestión de usuarios: the team and its activity (a tab loaded when first opened). Only the
 * provider's admin (spec §6); the server refuses anyone else whatever its modules.
 */
export function UsersPage({ title }: { title: string }) {
  const admin = useSession().session?.user.admin ?? false;
  const [tab, setTab] = useState<string>('usuarios');
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set(['usuarios']));
  if (!admin) {
    return (
      <PageShell title={title}>
        <AccessDenied />
      </PageShell>
    );
  }
  return (
    <PageShell title={title}>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (!value) return;
          setTab(value);
          setOpened((previous) => new Set(previous).add(value));
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="usuarios">Usuarios</Tabs.Tab>
          <Tabs.Tab value="actividad">Actividad del equipo</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="usuarios" pt="md">
          <UsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="actividad" pt="md">
          {opened.has('actividad') && <ActivityPanel />}
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
