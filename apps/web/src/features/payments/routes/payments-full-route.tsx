import '@/components/page-layout.css';
import '../payments.css';
import { PaymentsPage } from '../components/payments-page';

/** pagosFull: the payments alone, full-screen (no standard menu). */
export default function PaymentsFullRoute({ title }: { title: string }) {
  return (
    <div className="payments-page">
      <PaymentsPage title={title} only="pagos" />
    </div>
  );
}
