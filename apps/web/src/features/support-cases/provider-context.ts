import { providerAmbit, type Ambit, type ProviderType } from '@portal/domain/provider';
import { useSession } from '@/lib/session/session-context';

export interface CaseProvider {
  code: number;
  type: ProviderType;
  ambit: Ambit;
  /** The logged-in user's e-mail: the case's e-mail when none is picked (spec §5). */
  email: string;
  /** A read-only session (spec §4) reads cases but cannot file or answer them. */
  readOnly: boolean;
}

/**
 * Who files and reads cases: the session's provider, with the ambit of spec §5 computed from
 * the management units the session stored at login (spec §3 `managementUnit`).
 */
export function useCaseProvider(): CaseProvider {
  const { session } = useSession();
  if (!session) throw new Error('The support centre needs a session');
  const prestador = session.user.prestador;
  return {
    code: prestador.id,
    type: prestador.tipoPrestador.id,
    ambit: providerAmbit(session.managementUnit),
    email: session.user.email,
    readOnly: session.user.mode === 'readOnly',
  };
}
