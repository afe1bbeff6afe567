import { Stack } from '@mantine/core';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { useClock } from '@/lib/clock';
import type { SettlementListQuery } from '../api/settlement-queries';
import { PeriodForm, defaultFilters, queryOf } from './period-form';
import { SettlementDetail } from './settlement-detail';
import { SettlementList } from './settlement-list';

/**
 * Consulta de liquidación (spec §2 tramitesonline/consulta-de-liquidacion): the period query,
 * its settlements, and one settlement's executions below the list.
 */
export function SettlementsPage({ title }: { title: string }) {
  const now = useClock()();
  const [query, setQuery] = useState<SettlementListQuery>(() => queryOf(defaultFilters(now)));
  const [open, setOpen] = useState<number | null>(null);

  return (
    <PageShell title={title}>
      <Stack gap="lg">
        <PeriodForm
          now={now}
          loading={false}
          onSearch={(next) => {
            setQuery(next);
            setOpen(null);
          }}
        />
        <SettlementList query={query} onQuery={setQuery} onOpen={setOpen} />
        {open !== null && (
          <SettlementDetail key={open} expediente={open} onClose={() => setOpen(null)} />
        )}
      </Stack>
    </PageShell>
  );
}
