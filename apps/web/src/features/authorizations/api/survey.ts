import { surveyAnswerCall, type SurveyAnswerRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';

/** The authorizations survey's answer (spec §4: offered again after 50 saves or 30 days). */
export function useAnswerSurvey() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: SurveyAnswerRequest) => callApi(http, surveyAnswerCall, { body }),
  });
}
