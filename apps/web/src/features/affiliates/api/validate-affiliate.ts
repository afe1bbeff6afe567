import { validateAffiliateCall, type AffiliateValidationRequest } from '@portal/contracts';
import type { AffiliateNumber } from '@portal/domain/affiliates';
import { useMutation } from '@tanstack/react-query';
import { API_KEY } from '@/lib/api-config';
import { currentDevice } from '@/lib/device';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { useCaptchaToken } from '@/lib/use-captcha';

/** Spec §7 "affiliate data at the provider path". */
export function postAffiliateValidation(
  http: HttpClient,
  providerId: number,
  body: AffiliateValidationRequest,
) {
  return callApi(http, validateAffiliateCall, { params: { id: providerId }, body });
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
