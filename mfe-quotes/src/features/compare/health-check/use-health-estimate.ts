import { useMutation } from '@tanstack/react-query';
import type { EstimateRequest } from '@termlens/contracts/health-check';
import { apiCall } from '@termlens/shared-ui/lib/api-client';

// A mutation, not a query: the answers are sent once per press of the button and never kept
// in the query cache, so they leave nothing behind in the page once it is closed.
export function useHealthEstimate() {
  return useMutation({
    mutationFn: (body: EstimateRequest) => apiCall('POST /api/quotes/estimate', { body }),
    gcTime: 0,
  });
}
