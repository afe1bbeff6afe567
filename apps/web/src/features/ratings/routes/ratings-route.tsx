import '@/components/page-layout.css';
import '../ratings.css';
import { RatingsPage } from '../components/ratings-page';

/** tramitesonline/mis-calificaciones (permission calificaciones). */
export default function RatingsRoute({ title }: { title: string }) {
  return <RatingsPage title={title} />;
}
