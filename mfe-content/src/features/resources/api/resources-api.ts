import type {
  ResourceDownloadRequest,
  ResourceDownloadResponse,
  ResourceRead,
} from '@termlens/contracts/signup';
import { apiGet, apiRequest } from '@termlens/shared-ui/lib/api-client';

export const fetchResources = (signal?: AbortSignal) =>
  apiGet<ResourceRead[]>('/api/resources', signal);

export const requestDownload = (request: ResourceDownloadRequest & { resourceId: number }) =>
  apiRequest<ResourceDownloadResponse>(
    'POST',
    `/api/resources/${request.resourceId}/download`,
    request,
  );
