import { queueTurnaroundCall, staffHomeCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCall } from '@/lib/call';

/** The home's counts: backlog by queue and age, today's volumes, which queues are the caller's. */
export function useStaffHome() {
  const call = useCall();
  return useQuery({ queryKey: ['inicio'], queryFn: () => call(staffHomeCall, {}) });
}

/** Turnaround over 30 days per queue, with the per-day series of the chart. */
export function useTurnaround() {
  const call = useCall();
  return useQuery({ queryKey: ['demoras'], queryFn: () => call(queueTurnaroundCall, {}) });
}
