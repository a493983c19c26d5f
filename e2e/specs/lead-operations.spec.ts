import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { type RunningServer, startSite } from '../support/servers';

const PASSWORD = 'a-long-test-password';
const AGENT = 'illinois-agent';
const AGENT_PASSWORD = 'agent-password-1234';
// Where the screenshots go, to be looked at after a run.
const shots = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'termlens-lead-operations');

const dateOfBirth = `${new Date().getUTCFullYear() - 38}-06-15`;

describe.skipIf(!hasChromium)('lead operations: agents, assignment and the pipeline', () => {
  let browser: Browser;
  let site: RunningServer;

  /** A lead as the site's form sends it. */
  const submitLead = async (lead: Record<string, unknown>) => {
    const body = JSON.stringify({
      dateOfBirth,
      phoneContactConsent: true,
      marketingOptIn: true,
      ...lead,
    });
    const res = await fetch(`${site.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url },
      body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
  };

  const signIn = async (page: Page, username: string, password: string) => {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`Signed in as ${username}`).waitFor();
  };

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    [browser, site] = await Promise.all([
      launchBrowser(),
      startSite({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('an Illinois agent gets the Chicago lead, works it, and the admin sees the timeline', async () => {
    // The admin creates an agent licensed in Illinois.
    const admin = await openPage(browser, `${site.url}/admin`);
    await signIn(admin.page, 'admin', PASSWORD);
    await admin.page.getByRole('tab', { name: 'Agents' }).click();
    const form = admin.page.getByRole('form', { name: 'New agent' });
    await form.getByLabel('Username').fill(AGENT);
    await form.getByLabel('Password').fill(AGENT_PASSWORD);
    await form.getByRole('checkbox', { name: 'Illinois' }).check();
    await form.getByRole('button', { name: 'Create agent' }).click();
    await admin.page.getByText('Licensed in IL · 0 open leads').waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await admin.page.screenshot({ path: join(shots, 'admin-agents-1280.png'), fullPage: true });

    // A lead from Chicago goes to that agent; one from Houston waits for someone licensed there.
    await submitLead({
      firstName: 'Casey',
      lastName: 'Chicago',
      email: 'casey.chicago@example.com',
      phone: '(312) 555-0142',
      zipCode: '60601',
    });
    await submitLead({
      firstName: 'Harper',
      lastName: 'Houston',
      email: 'harper.houston@example.com',
      phone: '(713) 555-0199',
      zipCode: '77002',
    });
    // The dashboard reads its data once (the spec's client never refetches): reload for news.
    await admin.page.reload();
    const casey = admin.page.getByRole('button', { name: /Casey Chicago/ });
    await casey.getByText(`Agent: ${AGENT}`).waitFor();
    await admin.page
      .getByRole('button', { name: /Harper Houston/ })
      .getByText('Unassigned')
      .waitFor();

    // The agent signs in and sees that lead alone.
    const agent = await openPage(browser, `${site.url}/admin`);
    await signIn(agent.page, AGENT, AGENT_PASSWORD);
    expect(await agent.page.getByRole('tab').allTextContents()).toEqual(['Leads']);
    await agent.page.getByRole('heading', { name: 'Leads (1)' }).waitFor();
    expect(await agent.page.getByRole('button', { name: /Harper Houston/ }).count()).toBe(0);
    expect(await agent.page.getByRole('link', { name: 'Export CSV' }).count()).toBe(0);
    expect((await agent.page.request.get(`${site.url}/api/admin/leads.csv`)).status()).toBe(403);
    expect((await agent.page.request.get(`${site.url}/api/admin/users`)).status()).toBe(403);

    // It moves the lead to contacted, with a note.
    await agent.page.getByRole('button', { name: /Casey Chicago/ }).click();
    await agent.page.getByText(/^Local time .* calling hours \(8 AM–9 PM\)\.$/).waitFor();
    await agent.page.getByLabel('Pipeline status').selectOption('contacted');
    await agent.page.getByRole('button', { name: 'Update status' }).click();
    const agentTimeline = agent.page.getByRole('list', { name: 'Timeline' });
    await agentTimeline.getByText('New → Contacted').waitFor();
    await agent.page.getByLabel('Add a note').fill('Called at 10 AM, sending quotes by email');
    await agent.page.getByRole('button', { name: 'Add note' }).click();
    await agentTimeline.getByText('Called at 10 AM, sending quotes by email').waitFor();
    expect(await seriousViolations(agent.page)).toEqual([]);
    await agent.page.screenshot({ path: join(shots, 'agent-1280.png'), fullPage: true });

    // The admin, on a phone, sees the agent's work on the lead's timeline.
    const phone = await openPage(browser, `${site.url}/admin`, 'phone');
    await signIn(phone.page, 'admin', PASSWORD);
    await phone.page.getByRole('button', { name: /Casey Chicago/ }).click();
    const timeline = phone.page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Called at 10 AM, sending quotes by email').waitFor();
    expect(
      await timeline
        .getByRole('listitem')
        .evaluateAll((items) => items.map((li) => li.firstElementChild?.textContent)),
    ).toEqual([
      'Lead arrived',
      `Assigned to ${AGENT}`,
      'New → Contacted',
      'Called at 10 AM, sending quotes by email',
    ]);
    expect(await timeline.getByText(`Note by ${AGENT},`, { exact: false }).count()).toBe(1);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.screenshot({ path: join(shots, 'admin-timeline-375.png'), fullPage: true });
    await phone.page
      .getByRole('region', { name: 'Pipeline' })
      .screenshot({ path: join(shots, 'admin-pipeline-375.png') });
    const stats = phone.page.getByRole('list', { name: 'Leads by status' });
    expect(await stats.getByRole('listitem').allTextContents()).toEqual([
      'New1',
      'Contacted1',
      'Quoted0',
      'Applied0',
      'Won0',
      'Lost0',
    ]);

    await admin.page.getByRole('tab', { name: 'Sources' }).click();
    await admin.page.getByRole('figure').waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await admin.page.screenshot({ path: join(shots, 'admin-sources-1280.png'), fullPage: true });

    expect([...admin.errors, ...agent.errors, ...phone.errors]).toEqual([]);
    for (const { page } of [admin, agent, phone]) await page.context().close();
  });
});
