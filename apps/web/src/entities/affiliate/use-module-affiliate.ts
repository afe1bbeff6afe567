import type {
  authorizationAffiliateCall,
  censusAffiliateCall,
  medicalAffiliateCall,
  prescriptionAffiliateCall,
} from '@portal/contracts';
import type { AffiliateNumber } from '@portal/domain/affiliates';
import { useMutation } from '@tanstack/react-query';
import { API_KEY } from '@/lib/api-config';
import { callApi } from '@/lib/call-api';
import { currentDevice } from '@/lib/device';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { useCaptchaToken } from '@/lib/use-captcha';

/**
 * The affiliate validations mounted behind a module's own permission (ADR 0020): the validator's
 * request and answer under the authorizations' and the censuses' `…/:id/afiliado`.
 */
export type ModuleAffiliateCall =
  | typeof authorizationAffiliateCall
  | typeof censusAffiliateCall
  | typeof medicalAffiliateCall
  | typeof prescriptionAffiliateCall;

/** Validates the affiliate a form starts from, through the module's own call. */
export function useModuleAffiliate(call: ModuleAffiliateCall) {
  const http = useHttp();
  const providerId = useProviderId();
  const captcha = useCaptchaToken();
  return useMutation({
    mutationFn: async (number: AffiliateNumber) => {
      const recaptchaResponse = await captcha('validar_afiliado');
      return callApi(http, call, {
        params: { id: providerId },
        body: {
          contra: number.contra,
          middle: number.middle,
          inte: number.inte,
          validador: 'web',
          apiKey: API_KEY,
          deviceid: currentDevice().deviceid,
          ...(recaptchaResponse === undefined ? {} : { recaptchaResponse }),
        },
      });
    },
  });
}
