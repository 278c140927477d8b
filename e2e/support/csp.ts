import type { Page } from '@playwright/test';

/**
 * Collects what the page's Content-Security-Policy refuses: every `securitypolicyviolation` event, as
 * "directive blocked-URI", from the first document of the page on.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.effectiveDirective} ${event.blockedURI} (${location.pathname})`);
    });
  });
  return violations;
}
