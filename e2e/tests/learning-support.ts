import { expect, type Page } from '@playwright/test';

/**
 * axe-core (WCAG 2.1 A/AA, as support.ts's expectNoAxeViolations) on what mfe-corners renders: the host's top bar
 * (<header>) is left out — its logo link currently fails label-content-name-mismatch, which is not this
 * remote's to fix. Everything else on the page is checked.
 */
export async function expectNoLearningAxeViolations(page: Page, label: string): Promise<void> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const { violations } = await new AxeBuilder({ page })
    .exclude('header')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe-core violations on ${label}`).toEqual([]);
}
