/*
 * How the console says an age or a duration. Staff scan a queue for what has waited longest, so
 * an age reads as the one unit that matters ("hace 3 días"), not as a date to subtract.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** An item's age in minutes, as the queue shows it: "hace 3 días". */
export function ageText(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 1) return 'hace menos de un minuto';
  if (whole < 60) return `hace ${plural(whole, 'minuto', 'minutos')}`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return `hace ${plural(hours, 'hora', 'horas')}`;
  return `hace ${plural(Math.floor(hours / 24), 'día', 'días')}`;
}

const DAYS = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/**
 * A turnaround in minutes (a percentile: not whole) as the home reads it: "45 min",
 * "3 h 20 min", "2,5 días"; a dash with nothing decided.
 */
export function durationText(minutes: number | null): string {
  if (minutes === null) return '—';
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  if (whole < 48 * 60) {
    const hours = Math.floor(whole / 60);
    const rest = whole % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  return `${DAYS.format(whole / 1440)} días`;
}
