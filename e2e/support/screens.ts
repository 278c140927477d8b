import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot as e2e/screenshots/{project}-{name}.png for people to look at. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  const file = path.join(import.meta.dirname, '..', 'screenshots', `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}
