/** How the Inbox counter is read out ("2 trámites observados"). */
export function inboxCountText(count: number): string {
  return count === 1 ? '1 trámite observado' : `${count} trámites observados`;
}
