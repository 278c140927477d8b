import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The page as it stands has no serious or critical axe-core (WCAG 2.1 A/AA) violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A long page (the confirmation with its waiver) takes axe a while on a busy machine.
  test.info().setTimeout(test.info().timeout + 60_000);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
