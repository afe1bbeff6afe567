import {
  createUserCall,
  deleteUserCall,
  updateUserCall,
  userDetailCall,
  userOptionsCall,
  usersCall,
  type CallQuery,
  type NewUserRequest,
  type UserChangeRequest,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';

/** The first key of every user-management query: a write refreshes them all. */
export const USERS_KEY = 'user-management';

export type UsersFilters = CallQuery<typeof usersCall>;

export function useUsers(query: UsersFilters) {
  const http = useHttp();
  return useQuery({
    queryKey: [USERS_KEY, 'list', query],
    queryFn: ({ signal }) => callApi(http, usersCall, { query }, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** Sectors, roles, document types and the grantable modules (they seldom change). */
export function useUserOptions() {
  const http = useHttp();
  return useQuery({
    queryKey: [USERS_KEY, 'options'],
    queryFn: ({ signal }) => callApi(http, userOptionsCall, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useUserDetail(idUsuario: number, encryp: string) {
  const http = useHttp();
  return useQuery({
    queryKey: [USERS_KEY, 'detail', idUsuario, encryp],
    queryFn: ({ signal }) =>
      callApi(http, userDetailCall, { params: { idUsuario, encryp } }, { signal }),
    retry: false,
    enabled: Number.isSafeInteger(idUsuario) && idUsuario > 0,
  });
}

function useRefreshingMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}

export function useCreateUser() {
  const http = useHttp();
  return useRefreshingMutation((body: NewUserRequest) => callApi(http, createUserCall, { body }));
}

export function useUpdateUser(idUsuario: number, encryp: string) {
  const http = useHttp();
  return useRefreshingMutation((body: UserChangeRequest) =>
    callApi(http, updateUserCall, { params: { idUsuario, encryp }, body }),
  );
}

export function useDeleteUser() {
  const http = useHttp();
  return useRefreshingMutation((idUsuario: number) =>
    callApi(http, deleteUserCall, { params: { idUsuario } }),
  );
}
