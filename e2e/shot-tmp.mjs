import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/admin`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('a-long-test-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: 'Releases' }).click();
  await page.getByRole('heading', { name: 'mfe-quotes' }).waitFor();
  const details = page.locator('details').first();
  if (await details.count()) await details.locator('summary').click();
  await page.screenshot({ path: `/tmp/shots-18/releases-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
