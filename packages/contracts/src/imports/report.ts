import { z } from '../zod.ts';
import { IMPORT_KINDS } from './kinds.ts';

export const importRowProblem = z.object({
  line: z.number().int().nonnegative(),
  field: z.string(),
  message: z.string(),
});

/**
 * What an import answers, the same through the CLI (`--json`), the HTTP door and the docs.
 * `refused` counts every refused row; `problems` lists at most IMPORT_REPORT_MAX_PROBLEMS of
 * them (a refused file with no row to blame, such as a Latin-1 file, has refused 0 and one
 * problem on line 0 or 1).
 */
export const importReport = z.object({
  kind: z.enum(IMPORT_KINDS),
  read: z.number().int().nonnegative(),
  new: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  retired: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
  problems: z.array(importRowProblem),
  applied: z.boolean(),
  dryRun: z.boolean(),
  full: z.boolean(),
  rejectFile: z.string().optional(),
});
export type ImportReportBody = z.infer<typeof importReport>;
