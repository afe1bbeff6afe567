import { TermsScreen } from '../components/terms-screen';

export default function TermsRoute() {
  return <TermsScreen />;
}
