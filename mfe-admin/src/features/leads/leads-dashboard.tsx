import type { LeadStatus } from '@termlens/contracts/lead-pipeline';
import { Button } from '@termlens/shared-ui/components/button';
import { Card } from '@termlens/shared-ui/components/card';
import { TextField } from '@termlens/shared-ui/components/field';
import { useEffect, useState } from 'react';
import { LoadError } from '../../lib/load-error';
import { useRole } from '../auth/session-api';
import { LeadWorkPanel } from '../pipeline/lead-work-panel';
import { StatusCounts } from '../pipeline/status-counts';
import { StatusFilter } from '../pipeline/status-filter';
import { LeadDetails } from './lead-details';
import { LeadList } from './lead-list';
import { csvExportUrl, PAGE_SIZE, useLeadPage, useLeadStats } from './leads-api';
import { LeadsChart } from './leads-chart';
import styles from './leads-dashboard.module.css';
import { MetricsCards } from './metrics-cards';

const SEARCH_DELAY_MS = 300;

/** Metrics, the chart, the searchable paginated list and the selected lead. */
export function LeadsDashboard() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const role = useRole();
  const stats = useLeadStats();
  const leads = useLeadPage(page, q, status);

  // Waits for a pause in typing so each keystroke does not query the server.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const pages = Math.max(1, Math.ceil((leads.data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className={styles.dashboard}>
      <MetricsCards stats={stats.data} />
      {stats.data && <StatusCounts byStatus={stats.data.byStatus} />}
      {stats.data && <LeadsChart perDay={stats.data.perDay} />}
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          label="Search leads"
          hint="Name, email or ZIP code, from the start"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        {role === 'admin' && (
          <Button asChild variant="secondary">
            <a href={csvExportUrl(q, status)} download>
              Export CSV
            </a>
          </Button>
        )}
      </div>
      <div className={styles.columns}>
        <section aria-labelledby="leads-heading" className={styles.listColumn}>
          <h2 id="leads-heading" className={styles.heading}>
            Leads {leads.data && <span className={styles.count}>({leads.data.total})</span>}
          </h2>
          {leads.isPending ? (
            <p aria-busy="true">Loading leads...</p>
          ) : leads.isError ? (
            <LoadError what="leads" onRetry={() => leads.refetch()} />
          ) : (
            <>
              <LeadList leads={leads.data.items} selectedId={selectedId} onSelect={setSelectedId} />
              {pages > 1 && (
                <nav aria-label="Lead pages" className={styles.pager}>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => setPage((p) => p - 1)}
                  >
                    Previous
                  </Button>
                  <span aria-live="polite">
                    Page {page} of {pages}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page >= pages}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    Next
                  </Button>
                </nav>
              )}
            </>
          )}
        </section>
        <Card className={styles.detailsColumn}>
          {selectedId === null ? (
            <p className={styles.placeholder}>Select a lead to view details</p>
          ) : (
            <>
              <LeadDetails id={selectedId} />
              <LeadWorkPanel id={selectedId} onSelect={setSelectedId} />
            </>
          )}
        </Card>
      </div>
    </div>
  );
}
