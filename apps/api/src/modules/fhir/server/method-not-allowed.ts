/** The methods each registered FHIR path pattern takes, to tell a 405 from a 404. */
export function routeTable() {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  const toPattern = (url: string) =>
    new RegExp(
      `^${url
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}/?$`,
    );
  return {
    add(method: string | string[], url: string) {
      const pattern = toPattern(url);
      const known = routes.find((route) => route.pattern.source === pattern.source);
      const methods = known?.methods ?? new Set<string>();
      for (const one of [method].flat()) methods.add(one);
      if (!known) routes.push({ pattern, methods });
    },
    /** The methods the path takes, or none when no route has that path. */
    allowed(url: string): string[] {
      const path = url.split('?')[0] ?? '';
      return [
        ...new Set(
          routes.filter((route) => route.pattern.test(path)).flatMap((route) => [...route.methods]),
        ),
      ];
    },
  };
}
