import type { AffiliateValidationRequest, AffiliateValidationResponse } from '@portal/contracts';
import type { AffiliateNumber } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { API_KEY } from '@/lib/api-config';
import { currentDevice } from '@/lib/device';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { useCaptchaToken } from '@/lib/use-captcha';

/** POST /pre/v1/validador/{providerId}/afiliado (spec §7 "affiliate data"). */
export function postAffiliateValidation(
  http: HttpClient,
  providerId: number,
  body: AffiliateValidationRequest,
): Promise<AffiliateValidationResponse> {
  return http.post<AffiliateValidationResponse>(`/pre/v1/validador/${providerId}/afiliado`, body);
}

export function useValidateAffiliate() {
  const http = useHttp();
  const providerId = useProviderId();
  const captcha = useCaptchaToken();
  return useMutation({
    mutationFn: async (number: AffiliateNumber) => {
      const recaptchaResponse = await captcha('validar_afiliado');
      return postAffiliateValidation(http, providerId, {
        contra: number.contra,
        middle: number.middle,
        inte: number.inte,
        validador: 'web',
        apiKey: API_KEY,
        deviceid: currentDevice().deviceid,
        ...(recaptchaResponse === undefined ? {} : { recaptchaResponse }),
      });
    },
  });
}
