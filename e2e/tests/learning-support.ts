import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/**
 * axe-core (as support.ts's expectNoAxeViolations) on what mfe-corners renders: the host's top bar (<header>) is left
 * out, as it is checked by the shell's own sweep; everything else on the page is checked.
 */
export function expectNoLearningAxeViolations(page: Page, label: string): Promise<void> {
  return expectNoAxeViolations(page, label, 'header');
}
