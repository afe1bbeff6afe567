import '@/components/page-layout.css';
import '../payments.css';
import { PaymentsPage } from '../components/payments-page';

/** tramitesonline/consulta-pagos-facturas (permission consulta-de-facturas/pagos). */
export default function PaymentsRoute({ title }: { title: string }) {
  return (
    <div className="payments-page">
      <PaymentsPage title={title} />
    </div>
  );
}
