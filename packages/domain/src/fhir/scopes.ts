export const FHIR_SCOPE_MESSAGES = {
  notAllowed: (scopes: readonly string[]) =>
    `El sistema no tiene permitido el alcance (scope) ${scopes.join(', ')}.`,
} as const;

/**
 * What a token is granted: the scopes the client asked for (space-separated, SMART), or all it
 * may have when it asks for none. Asking for one it may not have refuses the whole request, so a
 * client never works on a narrower grant than it believes it has.
 */
export function grantedScopes(
  requested: string | undefined,
  allowed: readonly string[],
): { granted: string[]; refused?: never } | { refused: string[]; granted?: never } {
  const asked = [...new Set((requested ?? '').split(' ').filter(Boolean))];
  if (asked.length === 0) return { granted: [...allowed] };
  const refused = asked.filter((scope) => !allowed.includes(scope));
  return refused.length > 0 ? { refused } : { granted: asked };
}
