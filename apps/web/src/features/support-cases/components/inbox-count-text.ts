/** How the unread counter is read out ("3 trámites pendientes de respuesta"). */
export function inboxCountText(count: number): string {
  return count === 1
    ? '1 trámite pendiente de respuesta'
    : `${count} trámites pendientes de respuesta`;
}
