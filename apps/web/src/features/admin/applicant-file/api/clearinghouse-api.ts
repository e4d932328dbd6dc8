import {
  type AdminClearinghouse,
  apiPaths,
  type ClearinghouseQueryFields,
  type HireCheck,
  type RtdDocumentFields,
} from '@roadhire/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

// The Clearinghouse step of the file (decision 029): part of the investigation file, so a 403
// means this account is not allowed to see it.

export const clearinghouseQuery = (id: string, headers: Record<string, string> = {}) =>
  queryOptions({
    queryKey: ['admin', 'applications', id, 'clearinghouse'],
    queryFn: ({ signal }) => apiRequest<AdminClearinghouse>(apiPaths.adminClearinghouse(id), { signal, headers }),
    retry: false,
  });

/** The facts in the query string, the PDF as the one file: one request makes one record. */
function withPdf(path: string, fields: Record<string, string>, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<AdminClearinghouse>(`${path}?${new URLSearchParams(fields)}`, { method: 'POST', body });
}

function useAddRecord<T extends Record<string, string | undefined>>(id: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: T; file: File }) =>
      withPdf(
        path,
        Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as Record<string, string>,
        file,
      ),
    onSuccess: (step) => {
      queryClient.setQueryData(clearinghouseQuery(id).queryKey, step);
      // What the Hired stage would say may have changed with it.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'applications', id, 'hire-check'] });
    },
  });
}

export const useRecordQuery = (id: string) =>
  useAddRecord<ClearinghouseQueryFields>(id, apiPaths.adminClearinghouseQueries(id));

export const useAddRtdDocument = (id: string) =>
  useAddRecord<RtdDocumentFields>(id, apiPaths.adminClearinghouseRtdDocuments(id));

/** Whether a move to Hired on `hiredOn` would be taken, asked when the stage dialog opens. */
export const hireCheckQuery = (id: string, hiredOn: string) =>
  queryOptions({
    queryKey: ['admin', 'applications', id, 'hire-check', hiredOn],
    queryFn: ({ signal }) =>
      apiRequest<HireCheck>(`${apiPaths.adminHireCheck(id)}?${new URLSearchParams({ hired_on: hiredOn })}`, {
        signal,
      }),
    staleTime: 0,
  });
