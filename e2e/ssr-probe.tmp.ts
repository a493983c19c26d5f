import { chromium } from 'playwright-core';
const base = process.argv[2];
const routes = ['/blog/term-life-basics', '/news/1', '/news', '/blog', '/resources', '/faq', '/privacy', '/sitemap', '/compare', '/compare?age=45&coverage=1000000&term=30&smoker=false', '/calculator', '/apply', '/contact', '/data-rights', '/admin', '/'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
for (const js of [true, false]) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 375, height: 812 } });
  for (const r of routes) {
    const page = await ctx.newPage();
    const msgs: string[] = [];
    const api: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') msgs.push(m.text().slice(0, 200)); });
    page.on('pageerror', (e) => msgs.push('pageerror ' + e.message));
    page.on('request', (q) => { if (q.url().includes('/api/')) api.push(q.url().replace(base, '')); });
    await page.goto(base + r, { waitUntil: 'networkidle' });
    const h1 = await page.locator('h1').first().textContent().catch(() => null);
    const name = r.replace(/[^a-z0-9]+/gi, '_') || 'home';
    await page.screenshot({ path: `/tmp/ssr17/${js ? 'js' : 'nojs'}-${name}.png`, fullPage: false });
    console.log(js ? 'JS ' : 'NOJS', r, '| h1:', h1?.slice(0, 50), '| api:', api.join(','), '| msgs:', msgs.join(' || '));
    await page.close();
  }
  await ctx.close();
}
await browser.close();
