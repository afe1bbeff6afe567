/**
 * The order the areas' seed steps run in: every area after the ones it names, and otherwise by
 * name, so the same folders always give the same order (and the same serial ids). Throws, naming
 * them, on an area that waits for one with no step, or on areas that wait for each other.
 */
export function seedOrder(steps: Readonly<Record<string, { after: readonly string[] }>>): string[] {
  const areas = Object.keys(steps).sort();
  for (const area of areas) {
    const unknown = steps[area]!.after.filter((other) => !(other in steps));
    if (unknown.length > 0) {
      throw new Error(`seed/${area}.ts runs after ${unknown.join(', ')}, which has no seed step`);
    }
  }
  const order: string[] = [];
  const pending = new Set(areas);
  while (pending.size > 0) {
    const next = [...pending].find((area) =>
      steps[area]!.after.every((other) => !pending.has(other)),
    );
    if (next === undefined) {
      throw new Error(`the seed steps of ${[...pending].join(', ')} wait for each other`);
    }
    order.push(next);
    pending.delete(next);
  }
  return order;
}
