// (page.evaluate callbacks run in the browser.)
import axe from 'axe-core';
import type { Page } from '@playwright/test';

// axe-core run inside the page: injected once per document (a screen change inside the app keeps it), then
// each audit is one call. The app has no frames, so the frame-by-frame merging of @axe-core/playwright, which
// re-injected axe's 500 KB and opened a blank page for every audit, is not needed.

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary: string | null }[];
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** The violations of the given WCAG tags on the page, or only within `include` (a CSS selector). */
export async function axeViolations(page: Page, tags: string[], include?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, include }) => {
      const found = await window.axe!.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read; axe details passes and the rest too unless told not to.
        resultTypes: ['violations'],
      });
      return found.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary ?? null })),
      }));
    },
    { tags, include },
  );
}
