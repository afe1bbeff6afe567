import { countPhrase } from '@portal/domain/home';

/** How the Inbox counter is read out ("2 trámites observados"). */
export function inboxCountText(count: number): string {
  return countPhrase(count, 'trámite observado', 'trámites observados');
}
