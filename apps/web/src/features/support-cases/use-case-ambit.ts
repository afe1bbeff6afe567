import { providerAmbit, type Ambit } from '@portal/domain/provider';
import { useManagementUnits } from './api/management-units';
import { useCaseProvider } from './provider-context';

/**
 * The provider's ambit (spec §5). The session's management units give it at once; once the
 * server's current units arrive they win, so a change since login files into the right workflow.
 */
export function useCaseAmbit(): Ambit {
  const provider = useCaseProvider();
  const units = useManagementUnits(provider.code);
  return units.data ? providerAmbit(units.data.map((unit) => unit.id)) : provider.ambit;
}
