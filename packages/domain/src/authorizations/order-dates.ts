import type { FieldProblem } from '../app/field-problem.ts';
import { addDays, parseTypedDate } from '../format/dates.ts';
import { startOfArgentineDay } from '../support-cases/search-dates.ts';
import { HOSPITALIZATION_ORDER_VALIDITY_DAYS } from './constants.ts';

/** Order validity and the order of a request's dates (spec §4, §9), in Argentina's days. */

export const ORDER_DATE_MESSAGES = {
  orderInFuture: 'La fecha de la orden no puede ser posterior a hoy.',
  surgeryBeforeOrder: 'La fecha de cirugía no puede ser anterior a la fecha de la orden.',
  admissionBeforeOrder: 'La fecha de internación no puede ser anterior a la fecha de la orden.',
  admissionAfterValidity:
    'La fecha de internación no puede ser posterior a la validez de la orden (60 días).',
  transferBeforeOrder: 'La fecha del traslado no puede ser anterior a la fecha de la orden.',
} as const;

/** A hospitalization notice's order is valid until today + 60 days (Argentina's today). */
export function hospitalizationOrderValidity(now: Date): Date {
  return addDays(startOfArgentineDay(now), HOSPITALIZATION_ORDER_VALIDITY_DAYS);
}

export interface RequestDates {
  fechaOrden: string;
  fechaCirugia?: string;
  fechaInternacion?: string;
  fechaTraslado?: string;
}

/**
 * The first problem with a request's dates (typed dd/mm/yyyy, already known to be real days),
 * or null: the order not in the future; surgery, admission and transfer not before the order;
 * admission not after the order's validity. Every kind of request keeps its dates side by side
 * in one object of its body, so `at` is that object's path ('' at the top, 'tramite',
 * 'autorizacion') and the problem names the date it is about (`tramite.fechaTraslado`).
 */
export function orderDatesProblem(dates: RequestDates, now: Date, at = ''): FieldProblem | null {
  const problem = (field: keyof RequestDates, message: string): FieldProblem => ({
    path: at ? `${at}.${field}` : field,
    message,
  });
  const day = (text: string | undefined) => (text ? parseTypedDate(text) : null);
  const order = day(dates.fechaOrden);
  if (!order) return null;
  const today = startOfArgentineDay(now);
  if (order.getTime() > today.getTime()) {
    return problem('fechaOrden', ORDER_DATE_MESSAGES.orderInFuture);
  }
  const surgery = day(dates.fechaCirugia);
  if (surgery && surgery < order) {
    return problem('fechaCirugia', ORDER_DATE_MESSAGES.surgeryBeforeOrder);
  }
  const admission = day(dates.fechaInternacion);
  if (admission && admission < order) {
    return problem('fechaInternacion', ORDER_DATE_MESSAGES.admissionBeforeOrder);
  }
  if (admission && admission > hospitalizationOrderValidity(now)) {
    return problem('fechaInternacion', ORDER_DATE_MESSAGES.admissionAfterValidity);
  }
  const transfer = day(dates.fechaTraslado);
  if (transfer && transfer < order) {
    return problem('fechaTraslado', ORDER_DATE_MESSAGES.transferBeforeOrder);
  }
  return null;
}
