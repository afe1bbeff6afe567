import '@/components/page-layout.css';
import { UsersPage } from '../components/users-page';

/** gestionusuarios (permission gestion-usuarios, admin only). */
export default function UsersRoute({ title }: { title: string }) {
  return <UsersPage title={title} />;
}
