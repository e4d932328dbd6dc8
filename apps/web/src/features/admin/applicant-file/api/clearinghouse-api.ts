import { type AdminClearinghouse, type AdminClearinghouseUpdate, apiPaths } from '@roadhire/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

// The Clearinghouse step of the file (decision 029): part of the investigation file, so a 403
// means this account is not allowed to see it.

export const clearinghouseQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'applications', id, 'clearinghouse'],
    queryFn: ({ signal }) => apiRequest<AdminClearinghouse>(apiPaths.adminClearinghouse(id), { signal }),
    retry: false,
  });

function useSaveStep<T>(id: string, send: (body: T) => Promise<AdminClearinghouse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (step) => queryClient.setQueryData(clearinghouseQuery(id).queryKey, step),
  });
}

export const useUpdateClearinghouse = (id: string) =>
  useSaveStep(id, (body: AdminClearinghouseUpdate) =>
    apiRequest<AdminClearinghouse>(apiPaths.adminClearinghouse(id), { method: 'PUT', body }),
  );

export const useUploadClearinghouseResult = (id: string) =>
  useSaveStep(id, (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiRequest<AdminClearinghouse>(apiPaths.adminClearinghouseResultPdf(id), { method: 'POST', body });
  });
