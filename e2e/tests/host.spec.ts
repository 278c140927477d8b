import { chromium, expect, test } from '@playwright/test';

test('a host that is not the product shows the logo-only loading screen', async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser is enough');
  const port = new URL(baseURL!).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--host-resolver-rules=MAP carrera-del-bosque.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://carrera-del-bosque.test:${port}/`);
    await expect(page.getByRole('status', { name: 'Dorsal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
    await expect(page.getByTestId('slogan')).toHaveCount(0);
  } finally {
    await browser.close();
  }
});
