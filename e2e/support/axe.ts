import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { appHasStarted } from './sign-in';

/**
 * axe with the rules this project audits by, on top of axe's defaults: experimental in axe, so off
 * by default, a control's accessible name must contain its visible words (WCAG 2.5.3).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });

/**
 * axe finds nothing on the page, or on the part `include` selects. It waits for the app's own page
 * first: the login page arrives drawn and inert, and axe rightly sees no main landmark or heading in
 * inert content (CI once audited in that instant).
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await appHasStarted(page);
  const builder = axeOn(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
