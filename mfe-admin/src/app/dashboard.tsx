import type { AdminIdentity } from '@termlens/contracts/admin';
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { LeadsDashboard } from '../features/leads/leads-dashboard';
import styles from './admin-page.module.css';
import { SessionBar } from './session-bar';

// The tabs an admin opens now and then load their code when first opened: the dashboard's
// first screen (the leads) arrives without them.
const AgentsPanel = lazy(() =>
  import('../features/agents/agents-panel').then((m) => ({ default: m.AgentsPanel })),
);
const SourcesReportPanel = lazy(() =>
  import('../features/sources-report/sources-report-panel').then((m) => ({
    default: m.SourcesReportPanel,
  })),
);
const DeadDeliveriesPanel = lazy(() =>
  import('../features/deliveries/dead-deliveries-panel').then((m) => ({
    default: m.DeadDeliveriesPanel,
  })),
);
const DataRequestsPanel = lazy(() =>
  import('../features/data-requests/data-requests-panel').then((m) => ({
    default: m.DataRequestsPanel,
  })),
);
const ContactMessagesPanel = lazy(() =>
  import('../features/inbox/contact-messages-panel').then((m) => ({
    default: m.ContactMessagesPanel,
  })),
);
const OutboxPanel = lazy(() =>
  import('../features/inbox/outbox-panel').then((m) => ({ default: m.OutboxPanel })),
);
const WebVitalsPanel = lazy(() =>
  import('../features/web-vitals/web-vitals-panel').then((m) => ({ default: m.WebVitalsPanel })),
);
const ReleasesPanel = lazy(() =>
  import('../features/releases/releases-panel').then((m) => ({ default: m.ReleasesPanel })),
);

const allTabs = [
  { id: 'leads', label: 'Leads', Panel: LeadsDashboard },
  { id: 'agents', label: 'Agents', Panel: AgentsPanel },
  { id: 'sources', label: 'Sources', Panel: SourcesReportPanel },
  { id: 'deliveries', label: 'Deliveries', Panel: DeadDeliveriesPanel },
  { id: 'data-requests', label: 'Data requests', Panel: DataRequestsPanel },
  { id: 'contact', label: 'Contact messages', Panel: ContactMessagesPanel },
  { id: 'outbox', label: 'Email outbox', Panel: OutboxPanel },
  { id: 'web-vitals', label: 'Web vitals', Panel: WebVitalsPanel },
  { id: 'releases', label: 'Releases', Panel: ReleasesPanel },
] as const;

/**
 * The signed-in view: who is signed in with Log out, and the tabs (WAI-ARIA tabs pattern). An agent gets
 * the leads alone: the server refuses them the rest.
 */
export function Dashboard({ identity: { username, role } }: { identity: AdminIdentity }) {
  const tabs = role === 'admin' ? allTabs : allTabs.slice(0, 1);
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const current = tabs[active] ?? tabs[0];
  return (
    <section className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Lead Dashboard</h1>
        <SessionBar username={role === 'agent' ? `${username} (agent)` : username} />
      </header>
      <div role="tablist" aria-label="Admin sections" className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-selected={i === active}
            aria-controls={`admin-panel-${tab.id}`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`admin-panel-${current.id}`}
        aria-labelledby={`admin-tab-${current.id}`}
        className={styles.panel}
      >
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <current.Panel />
        </Suspense>
      </div>
    </section>
  );
}
