import '@/components/page-layout.css';
import '../payments.css';
import { PaymentsPage } from '../components/payments-page';

/** consultoriosFull: the consulting rooms alone, full-screen (no standard menu). */
export default function ConsultingRoomsFullRoute({ title }: { title: string }) {
  return (
    <div className="payments-page">
      <PaymentsPage title={title} only="consultorios" />
    </div>
  );
}
