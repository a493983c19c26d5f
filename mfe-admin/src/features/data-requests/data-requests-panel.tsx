import type { AdminDataRequest } from '@termlens/contracts/admin';
import { type DataRequestStatus, nextStatuses } from '@termlens/contracts/data-request-status';
import { Badge } from '@termlens/shared-ui/components/badge';
import { Button } from '@termlens/shared-ui/components/button';
import { Dialog } from '@termlens/shared-ui/components/dialog';
import { SelectField } from '@termlens/shared-ui/components/field';
import { formatDate } from '@termlens/shared-ui/lib/format';
import { toast } from '@termlens/shared-ui/stores/toast-store';
import { useState } from 'react';
import { LoadError } from '../../lib/load-error';
import { apiMessage } from '../../lib/use-admin-query';
import { useChangeStatus, useDataRequests, useFulfilErasure } from './data-requests-api';
import styles from './data-requests-panel.module.css';

const statusLabels: Record<DataRequestStatus, string> = {
  received: 'Received',
  verifying: 'Verifying',
  'in-progress': 'In progress',
  completed: 'Completed',
  rejected: 'Rejected',
};

/** The privacy request queue: status changes, due dates, overdue ones highlighted. */
export function DataRequestsPanel() {
  const requests = useDataRequests();
  const [erasing, setErasing] = useState<AdminDataRequest | null>(null);

  if (requests.isPending) return <p aria-busy="true">Loading data requests...</p>;
  if (requests.isError) {
    return <LoadError what="data requests" onRetry={() => requests.refetch()} />;
  }
  if (requests.data.length === 0) return <p className={styles.muted}>No data requests yet.</p>;
  return (
    <>
      <ul className={styles.list}>
        {requests.data.map((request) => (
          <DataRequestItem key={request.id} request={request} onErase={setErasing} />
        ))}
      </ul>
      {erasing && <ErasureDialog request={erasing} onClose={() => setErasing(null)} />}
    </>
  );
}

function DataRequestItem({
  request,
  onErase,
}: {
  request: AdminDataRequest;
  onErase: (r: AdminDataRequest) => void;
}) {
  const changeStatus = useChangeStatus();
  const options = [request.status, ...nextStatuses[request.status]].map((s) => ({
    value: s,
    label: statusLabels[s],
  }));
  const isOpen = nextStatuses[request.status].length > 0;
  return (
    <li className={request.overdue ? `${styles.item} ${styles.overdue}` : styles.item}>
      <div className={styles.top}>
        <strong>{request.requestId}</strong>
        <Badge tone="blue">{request.requestType}</Badge>
        {request.overdue && <Badge tone="red">Overdue</Badge>}
      </div>
      <p className={styles.who}>
        {request.fullName} · {request.email}
      </p>
      <p className={styles.description}>{request.description}</p>
      <p className={styles.muted}>
        Received {formatDate(request.createdAt)} · Due {formatDate(request.dueAt)}
        {request.hasVerificationFile ? ' · verification document attached' : ''}
      </p>
      {request.resolution && <p className={styles.resolution}>{request.resolution}</p>}
      <div className={styles.actions}>
        <SelectField
          className={styles.status}
          label={`Status of ${request.requestId}`}
          options={options}
          value={request.status}
          disabled={!isOpen || changeStatus.isPending}
          onChange={(e) =>
            changeStatus.mutate(
              { id: request.id, status: e.target.value as DataRequestStatus },
              {
                onError: (err) =>
                  toast({
                    title: 'Status not changed',
                    description: apiMessage(err),
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
        {request.requestType === 'erasure' && isOpen && (
          <Button variant="destructive" size="sm" onClick={() => onErase(request)}>
            Fulfil erasure
          </Button>
        )}
      </div>
    </li>
  );
}

function ErasureDialog({ request, onClose }: { request: AdminDataRequest; onClose: () => void }) {
  const erase = useFulfilErasure();
  const confirm = () =>
    erase.mutate(request.id, {
      onSuccess: ({ resolution }) => {
        toast({ title: 'Erasure completed', description: resolution, variant: 'success' });
        onClose();
      },
      onError: (err) =>
        toast({ title: 'Erasure failed', description: apiMessage(err), variant: 'destructive' }),
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Fulfil erasure request?"
      description={`This permanently deletes every lead, consent record, contact message, resource download and subscription stored under ${request.email}, cancels the emails waiting to go to that address, blanks those already sent, removes the identity document, and marks ${request.requestId} completed. It cannot be undone.`}
    >
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={erase.isPending} onClick={confirm}>
          {erase.isPending ? 'Erasing...' : 'Erase data'}
        </Button>
      </div>
    </Dialog>
  );
}
