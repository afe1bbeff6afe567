// The insurer works on Argentina's wall clock whatever the browser's zone (docs/decisions/0005).
const DATE_TIME = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'numeric',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** An ISO instant as the staff read it: 28/11/26, 21:05. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
