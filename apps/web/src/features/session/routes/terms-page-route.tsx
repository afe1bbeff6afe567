import { TermsPage } from '../components/terms-page';

/** terminos-y-condiciones (permission terminos): the terms read again after accepting them. */
export default function TermsPageRoute({ title }: { title: string }) {
  return <TermsPage title={title} />;
}
