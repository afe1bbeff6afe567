import '@/components/page-layout.css';
import '../payments.css';
import { PaymentsPage } from '../components/payments-page';

/** facturasFull: the invoices alone, full-screen (no standard menu). */
export default function InvoicesFullRoute({ title }: { title: string }) {
  return (
    <div className="payments-page">
      <PaymentsPage title={title} only="facturas" />
    </div>
  );
}
