import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe's serious and critical violations on what the page shows now, or on a part of it: the one
 * way the journeys and the walk run axe.
 *
 * - Legacy mode: axe runs in the page itself. The default mode runs each frame apart and then
 *   opens a blank page in the context to merge the results, and on a host where a new page costs
 *   seconds of CPU that doubled a check (docs/decisions/0043, last addendum). The portal has no
 *   cross-origin frames, the one thing legacy mode leaves out.
 * - Only violations are gathered: axe then skips listing every passing node.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}
