import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import '../support-cases.css';
import { Badge, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { useAreas } from '../api/areas';
import { useInboxCount } from '../api/pending-inbox';
import { CAPWEB_TABS, DEFAULT_CAPWEB_TAB, type CapwebTab } from '../components/case-paths';
import { inboxCountText } from '../components/inbox-count-text';
import { PendingInbox } from '../components/inbox/pending-inbox';
import { NewCaseForm } from '../components/new-case/new-case-form';
import { CaseSearch } from '../components/search/case-search';
import { isModuleRefusal, ServerRefusal } from '@/components/server-refusal';
import { useCaseEvents } from '../live/case-events';
import { useCaseAmbit } from '../use-case-ambit';

export const CAPWEB_TITLE = 'Centro de atención al prestador';

const TAB_PARAM = 'pestania';

function tabOf(value: string | null): CapwebTab {
  return CAPWEB_TABS.find((tab) => tab === value) ?? DEFAULT_CAPWEB_TAB;
}

function InboxTabLabel() {
  const count = useInboxCount();
  return (
    <>
      Inbox
      {count.data !== undefined && (
        <>
          <Badge ml={8} size="sm" color={count.data > 0 ? 'red' : 'gray'} aria-hidden="true">
            {count.data}
          </Badge>
          <span className="visually-hidden">{` (${inboxCountText(count.data)})`}</span>
        </>
      )}
    </>
  );
}

/**
 * tramitesonline/capweb: new case, search and pending inbox (spec §2). The tab lives in the URL
 * so a reload or a shared link opens the same one; a tab's content is built on its first visit
 * and then kept, so a half-written case survives a look at the inbox.
 */
export default function CapwebRoute() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get(TAB_PARAM));
  const [visited, setVisited] = useState<ReadonlySet<CapwebTab>>(() => new Set([tab]));
  const areas = useAreas(useCaseAmbit());
  useCaseEvents();

  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));

  const select = (value: string | null) => {
    const next = tabOf(value);
    setParams(next === DEFAULT_CAPWEB_TAB ? {} : { [TAB_PARAM]: next }, { replace: true });
  };

  if (areas.isError && isModuleRefusal(areas.error)) {
    return (
      <PageShell title={CAPWEB_TITLE}>
        <ServerRefusal error={areas.error} />
      </PageShell>
    );
  }

  return (
    <PageShell title={CAPWEB_TITLE}>
      <Tabs value={tab} onChange={select} keepMounted>
        <Tabs.List aria-label="Secciones del centro de atención">
          <Tabs.Tab value="altaDeTramites">Alta de trámites</Tabs.Tab>
          <Tabs.Tab value="estadoDeTramites">Estado de Trámites</Tabs.Tab>
          <Tabs.Tab value="inbox">
            <InboxTabLabel />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="altaDeTramites" pt="lg">
          {visited.has('altaDeTramites') && <NewCaseForm />}
        </Tabs.Panel>
        <Tabs.Panel value="estadoDeTramites" pt="lg">
          {visited.has('estadoDeTramites') && <CaseSearch />}
        </Tabs.Panel>
        <Tabs.Panel value="inbox" pt="lg">
          {visited.has('inbox') && <PendingInbox />}
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
