import '@/components/page-layout.css';
import '../payments.css';
import { PageShell } from '@/components/page-shell';
import { TaxDataPanel } from '../components/tax-data-panel';

/**
 * informacionutil/datos-impositivos: the provider's tax data (CUIT, IVA condition, IIBB,
 * withholding exemptions) full-screen, without the standard menu (spec §2, ADR 0022).
 */
export default function TaxDataFullRoute({ title }: { title: string }) {
  return (
    <div className="payments-page">
      <PageShell title={title}>
        <TaxDataPanel />
      </PageShell>
    </div>
  );
}
