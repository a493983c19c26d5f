import type { ResourceDownloadRequest } from '@termlens/contracts/signup';
import { apiCall } from '@termlens/shared-ui/lib/api-client';

export const fetchResources = (signal?: AbortSignal) => apiCall('GET /api/resources', { signal });

export const requestDownload = (body: ResourceDownloadRequest & { resourceId: number }) =>
  apiCall('POST /api/resources/:id/download', { params: { id: body.resourceId }, body });
