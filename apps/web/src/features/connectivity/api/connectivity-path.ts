/** Every connectivity call carries the caller's provider code (docs/decisions/0007). */
export function connectivityPath(providerId: number, rest: string): string {
  return `/pre/v1/conectividad/${providerId}/${rest}`;
}

/** Query keys of the page's state: "Nueva consulta" removes them all. */
export const CONNECTIVITY_KEY = 'connectivity';
