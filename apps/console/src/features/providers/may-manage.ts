import { useSession } from '@/lib/services';

/**
 * Contracting keeps the provider accounts (create, modules); an administrator finds users and
 * blocks them. The server decides; this only hides what would be refused.
 */
export function useMayManageAccounts(): boolean {
  return useSession()?.staff.roles.includes('contracting') ?? false;
}
