import { CASE_EXTRA_MESSAGES, isUrlLengthValid } from '@portal/domain/support-cases';
import { HttpError } from '../../../lib/errors.ts';

/** Spec §5: a URL must stay under 255 characters; longer ones are refused on these routes. */
export function refuseLongUrls(url: string) {
  if (!isUrlLengthValid(url)) {
    throw new HttpError(414, CASE_EXTRA_MESSAGES.urlTooLong, 'URL_TOO_LONG');
  }
}
