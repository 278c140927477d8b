import { expect, test } from '@playwright/test';
import { fakeConektaUrl, conektaBaseUrl } from '../support/conekta.ts';
import { watchCspViolations } from '../support/csp.ts';
import { openRegistration } from '../support/registration.ts';

test('the pages load under the Content-Security-Policy and it refuses injected scripts', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  const home = await page.goto('/');
  const headers = home!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('link', { name: /Próximos eventos/i }).first()).toBeVisible();

  // Results with the athlete detail (the YouTube finish video), the registration wizard of an event with
  // Google Analytics and the Meta pixel configured, the account pages and the development mailbox.
  await page.goto('/resultados');
  await page.getByTestId('event-card').first().getByRole('link').first().click();
  await page.getByRole('button', { name: 'Buscar por nombre o número' }).click();
  await page.getByRole('dialog', { name: 'Buscar atleta' }).getByLabel('Nombre o número').fill('2067');
  await page.getByTestId('search-result').first().getByRole('button').first().click();
  await expect(page.getByTestId('athlete-dialog').locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);
  await openRegistration(page, 'Medio Maratón de Monterrey 2027');
  for (const path of ['/registro', '/login', '/buzon']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
  }
  const firstMail = page.getByTestId('mailbox-item').first();
  if ((await firstMail.count()) > 0) {
    await firstMail.getByRole('button', { name: 'Ver versión HTML' }).click();
    await expect(firstMail.locator('iframe')).toBeVisible();
  }
  expect(violations).toEqual([]);

  // The policy is really enforced: an injected inline script does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((text) => text.startsWith('script-src-elem inline'))).toBe(true);
});

test.describe('with PAYMENTS_PROVIDER=conekta', () => {
  test.use({ baseURL: conektaBaseUrl });

  test('the policy lets in the configured Conekta.js and its tokens API, and nothing else of theirs is needed', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/proximos-eventos');
    const loaded = await page.evaluate(async (base) => {
      const script = await new Promise<string>((resolve) => {
        const element = document.createElement('script');
        element.src = `${base}/js/conekta.js`;
        element.onload = () => resolve('loaded');
        element.onerror = () => resolve('refused');
        document.head.append(element);
      });
      const tokens = await fetch(`${base}/tokens`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }).then(
        (response) => response.status,
        () => 'refused',
      );
      return { script, tokens };
    }, fakeConektaUrl);
    expect(loaded.script).toBe('loaded');
    expect(loaded.tokens).not.toBe('refused');
    expect(violations).toEqual([]);
  });
});
