import { z } from './zod.ts';

/** The one error shape of every /pre 4xx and 5xx answer. */
export const errorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Stable machine-readable code, e.g. LOGIN_REFUSED, THROTTLED, READ_ONLY. */
  code: z.string().optional(),
  /** The spec's login error number (114: refused login). */
  errNumber: z.number().int().optional(),
  /** Field-level problems of a rejected body or query. */
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Seconds until a throttled request may be retried. */
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** The step answer of password recovery and registration (spec §4: "OK when estado is OK"). */
export const estadoResponse = z.object({
  estado: z.enum(['OK', 'ERROR']),
  mensaje: z.string().optional(),
});
export type EstadoResponse = z.infer<typeof estadoResponse>;
