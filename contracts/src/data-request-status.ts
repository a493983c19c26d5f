// Zod-free, so the admin front end can import the state machine without bundling zod.

export const dataRequestStatuses = [
  'received',
  'verifying',
  'in-progress',
  'completed',
  'rejected',
] as const;
export type DataRequestStatus = (typeof dataRequestStatuses)[number];

/** Where each status may go next: forward through the queue, or rejected before completion. */
export const nextStatuses: Record<DataRequestStatus, DataRequestStatus[]> = {
  received: ['verifying', 'rejected'],
  verifying: ['in-progress', 'rejected'],
  'in-progress': ['completed', 'rejected'],
  completed: [],
  rejected: [],
};
