import '@mantine/core/styles/Tabs.css';
import { Button, Tabs } from '@mantine/core';
import { deriveAbilities, type Abilities } from '@portal/domain/access';
import { MESSAGES } from '@portal/domain/app';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccessDenied } from '@/components/access-denied';
import { PageShell } from '@/components/page-shell';
import { useSession } from '@/lib/session/session-context';
import { CONNECTIVITY_KEY } from '../api/query-keys';
import { EligibilityPanel } from './eligibility-panel';
import { EnterServiceForm } from './enter-service-form';
import { ReportsPanel } from './reports-panel';
import { TicketSearch } from './ticket-search';

type Section = 'ingreso' | 'tickets' | 'elegibilidad' | 'reportes';

/** The page's sections and the ability (menu button id, spec §6) each one needs. */
const SECTIONS: { id: Section; label: string; ability: keyof Abilities }[] = [
  { id: 'ingreso', label: 'Ingreso de prestaciones', ability: 'enterServices' },
  { id: 'tickets', label: 'Búsqueda de tickets', ability: 'ticketSearch' },
  { id: 'elegibilidad', label: 'Elegibilidad', ability: 'eligibility' },
  { id: 'reportes', label: 'Reportes', ability: 'reports' },
];

const PANELS: Record<Section, (props: { autoFocus: boolean }) => React.JSX.Element> = {
  ingreso: EnterServiceForm,
  tickets: TicketSearch,
  elegibilidad: EligibilityPanel,
  reportes: ReportsPanel,
};

/**
 * Trámites de conectividad: one tab per ability the user has. "Nueva consulta" resets the
 * connectivity state (spec §4): every form, ticket and report on the page, and their cache.
 */
export function ConnectivityPage({ title }: { title: string }) {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const abilities = session ? deriveAbilities(session.permissions) : null;
  const sections = SECTIONS.filter((section) => abilities?.[section.ability]);
  const first = sections[0]?.id ?? null;
  const [active, setActive] = useState<Section | null>(first);
  const [generation, setGeneration] = useState(0);

  const reset = () => {
    queryClient.removeQueries({ queryKey: [CONNECTIVITY_KEY] });
    setActive(first);
    setGeneration((value) => value + 1);
  };

  const aside = first ? (
    <Button variant="default" size="compact-md" onClick={reset} ml="auto">
      Nueva consulta
    </Button>
  ) : null;

  return (
    <PageShell title={title} aside={aside}>
      {sections.length === 0 ? (
        <AccessDenied message={MESSAGES.noPermission} />
      ) : (
        <Tabs
          key={generation}
          value={active}
          onChange={(value) =>
            setActive(sections.find((section) => section.id === value)?.id ?? first)
          }
          keepMounted
        >
          <Tabs.List mb="md">
            {sections.map((section) => (
              <Tabs.Tab key={section.id} value={section.id}>
                {section.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map((section) => {
            const Panel = PANELS[section.id];
            return (
              <Tabs.Panel key={section.id} value={section.id}>
                <Panel autoFocus={section.id === first} />
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </PageShell>
  );
}
