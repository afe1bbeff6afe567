import { openTelemedicineCall, waitingRoomCall } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';

export function useOpenTelemedicine() {
  const http = useHttp();
  return useMutation({ mutationFn: () => callApi(http, openTelemedicineCall, {}) });
}

export function useWaitingRoom(sesion: string, expira: string, firma: string) {
  const http = useHttp();
  return useQuery({
    queryKey: ['telemedicine', sesion, expira, firma],
    queryFn: ({ signal }) =>
      callApi(http, waitingRoomCall, { params: { sesion }, query: { expira, firma } }, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
