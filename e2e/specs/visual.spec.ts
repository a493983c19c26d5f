import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Browser, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser } from '../support/browser';
import { type RunningServer, repoRoot, startSite } from '../support/servers';

// Screenshots of the key pages at a phone's and a desktop's width, compared with the committed
// baselines in e2e/visual-baselines/. `UPDATE_VISUAL=1` writes new baselines instead (after a
// change to the look that is meant); a failure leaves the actual and diff images in
// e2e/artifacts/visual/. Baselines depend on the browser's text rendering: they were taken with
// the Chromium the tests run on, and are retaken when it changes.

const baselineDir = join(repoRoot, 'e2e/visual-baselines');
const artifactDir = join(repoRoot, 'e2e/artifacts/visual');
const updating = process.env.UPDATE_VISUAL === '1';
const PASSWORD = 'a-long-visual-test-password';

/** At most this share of pixels may differ (anti-aliasing, sub-pixel text), beyond pixelmatch's own colour threshold. */
const MAX_DIFF_RATIO = 0.002;

const widths = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

// Animations and transitions off, the caret hidden: the page is drawn the same every time.
const freeze = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
}`;

interface Shot {
  name: string;
  path: string;
  /** brings the page into the state to photograph */
  ready: (page: Page) => Promise<void>;
  /** parts that change with the date, painted over */
  mask?: (page: Page) => Locator[];
}

async function revealLazySections(page: Page) {
  for (const anchor of ['#compare', '#estimate']) {
    await page.locator(anchor).first().scrollIntoViewIfNeeded();
    await page.locator(`${anchor} h2`).first().waitFor();
  }
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.locator('#faq-excerpt-title').waitFor();
}

function shots(siteUrl: string): Shot[] {
  const list: Shot[] = [
    {
      name: 'home',
      path: '/',
      ready: async (page) => {
        await revealLazySections(page);
        await page.getByRole('heading', { name: 'Latest Insurance News' }).waitFor();
        await page.locator('section[aria-labelledby="news-strip-title"] article').first().waitFor();
      },
    },
    {
      name: 'compare-results',
      path: '/compare',
      ready: async (page) => {
        await page.getByRole('button', { name: 'Get Quotes' }).click();
        await page.locator('tbody tr').first().waitFor();
      },
    },
    {
      name: 'calculator',
      path: '/calculator',
      ready: async (page) => {
        await page.getByRole('button', { name: 'Calculate' }).click();
        await page.getByTestId('calculator-result').waitFor();
      },
    },
    {
      name: 'blog-post',
      path: '/blog/term-life-basics',
      ready: async (page) => {
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'TL;DR' }).waitFor();
      },
    },
    {
      name: 'apply',
      path: '/apply',
      ready: async (page) => {
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByLabel('First Name *').waitFor();
      },
    },
    {
      name: 'admin',
      path: '/admin',
      ready: async (page) => {
        await page.getByLabel('Username').fill('admin');
        await page.getByLabel('Password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByText('Signed in as admin').waitFor();
        await page.getByText('No leads found.').waitFor();
        await page.getByText('0.0% conversion').waitFor();
        // The sign-in button kept focus until the dashboard replaced it; start from the top.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      },
      // The chart's axis names the last 30 days.
      mask: (page) => [
        page.locator('figure', { hasText: 'Leads per day' }).locator('div[aria-hidden="true"]'),
      ],
    },
  ];
  return list.map((shot) => ({ ...shot, path: `${siteUrl}${shot.path}` }));
}

async function photograph(browser: Browser, shot: Shot, size: keyof typeof widths) {
  const context = await browser.newContext({ viewport: widths[size], reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    // The brand font is used only once cached (font-display: optional): load it, then photograph.
    await page.goto(shot.path);
    await page.evaluate(() => document.fonts.ready);
    await page.reload();
    await page.addStyleTag({ content: freeze });
    await page.getByRole('button', { name: 'Essential Only' }).first().click();
    await shot.ready(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // From the top, as a visitor arrives: sticky and scroll-dependent parts in their first place.
    await page.evaluate(() => window.scrollTo(0, 0));
    // Two frames for whatever the scroll, the last answer or the font swap changed.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
    );
    return await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      mask: shot.mask?.(page),
      maskColor: '#c5ced9',
    });
  } finally {
    await context.close();
  }
}

/** The share of pixels that differ, and the diff image; images of different sizes differ wholly. */
function compare(actual: PNG, expected: PNG): { ratio: number; diff?: PNG } {
  if (actual.width !== expected.width || actual.height !== expected.height) return { ratio: 1 };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
  });
  return { ratio: differing / (actual.width * actual.height), diff };
}

describe.skipIf(!hasChromium)('visual regression', () => {
  let browser: Browser;
  let site: RunningServer;
  beforeAll(async () => {
    [browser, site] = await Promise.all([
      launchBrowser(),
      startSite({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const cases = ['home', 'compare-results', 'calculator', 'blog-post', 'apply', 'admin'].flatMap(
    (name) => (['phone', 'desktop'] as const).map((size) => [name, size] as const),
  );

  it.each(cases)('%s at %s width matches its baseline', async (name, size) => {
    const shot = shots(site.url).find((s) => s.name === name);
    if (!shot) throw new Error(`no shot named ${name}`);
    const file = `${name}-${widths[size].width}.png`;
    const baseline = join(baselineDir, file);
    const png = await photograph(browser, shot, size);
    if (updating) {
      mkdirSync(baselineDir, { recursive: true });
      writeFileSync(baseline, png);
      return;
    }
    if (!existsSync(baseline))
      throw new Error(`No baseline ${file}: run with UPDATE_VISUAL=1 to take one, and commit it.`);
    const actual = PNG.sync.read(png);
    const { ratio, diff } = compare(actual, PNG.sync.read(readFileSync(baseline)));
    if (ratio > MAX_DIFF_RATIO) {
      mkdirSync(artifactDir, { recursive: true });
      writeFileSync(join(artifactDir, file.replace('.png', '-actual.png')), png);
      if (diff)
        writeFileSync(join(artifactDir, file.replace('.png', '-diff.png')), PNG.sync.write(diff));
    }
    expect(
      ratio,
      `${file}: ${(ratio * 100).toFixed(3)} % of pixels differ (actual and diff in e2e/artifacts/visual/)`,
    ).toBeLessThanOrEqual(MAX_DIFF_RATIO);
  });
});
