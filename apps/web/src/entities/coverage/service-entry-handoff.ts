import { serviceDto, type ServiceDto } from '@portal/contracts';

/** Trámites de conectividad, where a covered service is registered. */
export const CONNECTIVITY_PATH = '/tramitesonline/tramites-conectividad';

/**
 * What Validar afiliado hands to Ingreso de prestaciones after an approved coverage check:
 * the affiliate as typed, the service and the day already asked about, so the
 * front desk registers it with Enter instead of typing it all again. It travels in the
 * history entry's state: nothing of it goes into the address.
 */
export interface ServiceEntryHandoff {
  creden: string;
  service: ServiceDto;
  /** The day as the date field shows it, dd/mm/aaaa. */
  day: string;
}

/** The handoff in a location's state, or null when the page was opened otherwise. */
export function readServiceEntryHandoff(state: unknown): ServiceEntryHandoff | null {
  const candidate = (
    state as { serviceEntry?: Partial<Record<keyof ServiceEntryHandoff, unknown>> } | null
  )?.serviceEntry;
  if (!candidate) return null;
  const service = serviceDto.safeParse(candidate.service);
  const { creden, day } = candidate;
  if (!service.success || typeof creden !== 'string' || typeof day !== 'string') return null;
  return { creden: creden.slice(0, 60), service: service.data, day: day.slice(0, 10) };
}

/** The history state to navigate with. */
export function serviceEntryState(handoff: ServiceEntryHandoff) {
  return { serviceEntry: handoff };
}
