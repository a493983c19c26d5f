import type { AdminContactMessage, AdminOutboxEmail } from '@termlens/contracts/admin';
import { useAdminQuery } from '../../lib/use-admin-query';

export const useContactMessages = () =>
  useAdminQuery<AdminContactMessage[]>(
    ['admin', 'contact-messages'],
    '/api/admin/contact-messages',
  );

export const useOutbox = () =>
  useAdminQuery<AdminOutboxEmail[]>(['admin', 'outbox'], '/api/admin/outbox');
