import '@mantine/core/styles/Tabs.css';
import '@/components/page-layout.css';
import { Tabs } from '@mantine/core';
import { PageShell } from '@/components/page-shell';
import { lazy } from 'react';
import { AfterFirstScreen } from '@/lib/first-screen';
import { AffiliateValidation } from '../components/affiliate-validation';

/** The bulk tab's table, progress and download: loaded after the validation form is on screen. */
const BulkValidation = lazy(() =>
  import('../components/bulk-validation').then((module) => ({ default: module.BulkValidation })),
);

/** tramitesonline/validar-afiliado (permission validador-de-asociados). */
export default function ValidateAffiliateRoute({ title }: { title: string }) {
  return (
    <PageShell title={title}>
      <Tabs defaultValue="individual" keepMounted>
        <Tabs.List mb="md">
          <Tabs.Tab value="individual">Validación</Tabs.Tab>
          <Tabs.Tab value="masiva">Validación masiva</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="individual">
          <AffiliateValidation />
        </Tabs.Panel>
        <Tabs.Panel value="masiva">
          <AfterFirstScreen component={BulkValidation} />
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
