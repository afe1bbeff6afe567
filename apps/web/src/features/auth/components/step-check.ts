/** Field messages from a contracts schema's failed safeParse (structural: no zod import here). */
export type FieldErrors = Partial<Record<string, string>>;

interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * First message per field. `overrides` replaces the text for fields whose schema has no
 * Spanish message of its own (e.g. a plain min(1)).
 */
export function fieldErrors(error: Issues | undefined, overrides: FieldErrors = {}): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    result[field] ??= overrides[field] ?? issue.message;
  }
  return result;
}

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';
