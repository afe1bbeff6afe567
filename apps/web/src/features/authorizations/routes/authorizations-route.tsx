import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/DataList.css';
import '../authorizations.css';
import { Alert, Badge, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { errorMessage } from '@/lib/api-error';
import { useAuthorizationInbox } from '../api/inbox';
import { useAuthorizationOptions } from '../api/options';
import { AuthorizationInbox } from '../components/inbox/authorization-inbox';
import { inboxCountText } from '../components/inbox/inbox-count-text';
import { NewRequest } from '../components/new-request/new-request';
import {
  AUTHORIZATION_TABS,
  DEFAULT_AUTHORIZATION_TAB,
  TAB_PARAM,
  type AuthorizationTab,
} from '../components/paths';
import { isModuleRefusal, ServerRefusal } from '@/components/server-refusal';
import { RequestSearch } from '../components/status/request-search';
import { useAuthorizationEvents } from '../live/authorization-events';

function tabOf(value: string | null): AuthorizationTab {
  return AUTHORIZATION_TABS.find((tab) => tab === value) ?? DEFAULT_AUTHORIZATION_TAB;
}

function InboxTabLabel() {
  const inbox = useAuthorizationInbox();
  const count = inbox.data?.cantidad;
  return (
    <>
      Inbox
      {count !== undefined && (
        <>
          <Badge ml={8} size="sm" color={count > 0 ? 'red' : 'gray'} aria-hidden="true">
            {count}
          </Badge>
          <span className="visually-hidden">{` (${inboxCountText(count)})`}</span>
        </>
      )}
    </>
  );
}

/**
 * tramitesonline/tramites-de-autorizaciones (spec §2 "Transaction area"): Alta de trámites,
 * Estado de Trámites and Inbox. The tab lives in the URL so a reload keeps it; a tab is built
 * on its first visit and then kept, so a half-typed request survives a look at the Inbox.
 */
export default function AuthorizationsRoute({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get(TAB_PARAM));
  const [visited, setVisited] = useState<ReadonlySet<AuthorizationTab>>(() => new Set([tab]));
  const options = useAuthorizationOptions();
  useAuthorizationEvents();

  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));

  const select = (value: string | null) => {
    const next = tabOf(value);
    setParams(next === DEFAULT_AUTHORIZATION_TAB ? {} : { [TAB_PARAM]: next }, { replace: true });
  };

  if (options.isError && isModuleRefusal(options.error)) {
    return (
      <PageShell title={title}>
        <ServerRefusal error={options.error} />
      </PageShell>
    );
  }

  return (
    <PageShell title={title}>
      <Tabs value={tab} onChange={select} keepMounted>
        <Tabs.List aria-label="Secciones de trámites de autorizaciones">
          <Tabs.Tab value="transaction">Alta de trámites</Tabs.Tab>
          <Tabs.Tab value="transaction_status">Estado de Trámites</Tabs.Tab>
          <Tabs.Tab value="inbox">
            <InboxTabLabel />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="transaction" pt="lg">
          {visited.has('transaction') &&
            (options.isError ? (
              <Alert color="red" variant="light" title="Ups!">
                {errorMessage(options.error)}
              </Alert>
            ) : options.isPending ? (
              <Text size="sm" role="status">
                Cargando…
              </Text>
            ) : (
              <NewRequest options={options.data} />
            ))}
        </Tabs.Panel>
        <Tabs.Panel value="transaction_status" pt="lg">
          {visited.has('transaction_status') && <RequestSearch />}
        </Tabs.Panel>
        <Tabs.Panel value="inbox" pt="lg">
          {visited.has('inbox') && <AuthorizationInbox />}
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
