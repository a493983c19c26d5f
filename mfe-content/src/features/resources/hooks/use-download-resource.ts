import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestDownload } from '../api/resources-api';
import { resourcesQueryKey } from './use-resources';

/** On success the list is refetched, so the new download count shows. */
export function useDownloadResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDownload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesQueryKey }),
  });
}
