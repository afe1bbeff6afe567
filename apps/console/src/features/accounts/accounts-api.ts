import {
  createStaffAccountCall,
  staffAccountsCall,
  staffBlockCall,
  staffResetSecondFactorCall,
  staffRolesCall,
} from '@portal/contracts';
import type { StaffRole } from '@portal/domain/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCall } from '@/lib/call';

const ACCOUNTS = ['cuentas'] as const;

export function useAccounts() {
  const call = useCall();
  return useQuery({ queryKey: ACCOUNTS, queryFn: () => call(staffAccountsCall, {}) });
}

/** Every change of an account refreshes the list (and the audit, which records it). */
function useAccountChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS });
      await queryClient.invalidateQueries({ queryKey: ['auditoria'] });
    },
  });
}

export function useCreateAccount() {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; name: string; roles: StaffRole[] }) =>
      call(createStaffAccountCall, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS }),
  });
}

export function useChangeRoles() {
  const call = useCall();
  return useAccountChange(({ id, roles }: { id: number; roles: StaffRole[] }) =>
    call(staffRolesCall, { params: { id }, body: { roles } }),
  );
}

export function useBlock() {
  const call = useCall();
  return useAccountChange(({ id, blocked }: { id: number; blocked: boolean }) =>
    call(staffBlockCall, { params: { id }, body: { blocked } }),
  );
}

export function useResetSecondFactor() {
  const call = useCall();
  return useAccountChange((id: number) => call(staffResetSecondFactorCall, { params: { id } }));
}
