import {
  type AdminApplicantFile,
  type AdminApplicationEvent,
  type AdminNote,
  type AdminStageChange,
  type AdminStageChangeResult,
  apiPaths,
} from '@roadhire/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export const applicantFileQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'applications', id],
    queryFn: ({ signal }) => apiRequest<AdminApplicantFile>(apiPaths.adminApplication(id), { signal }),
  });

/** After a stage change or a note the whole file is read again, so the history shows the new event. */
function useRefetchFile(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicantFileQuery(id).queryKey });
}

export function useChangeStage(id: string) {
  const refetch = useRefetchFile(id);
  return useMutation({
    mutationFn: (body: AdminStageChange) =>
      apiRequest<AdminStageChangeResult>(apiPaths.adminApplicationStatus(id), { method: 'PUT', body }),
    onSuccess: refetch,
  });
}

export function useAddNote(id: string) {
  const refetch = useRefetchFile(id);
  return useMutation({
    mutationFn: (body: AdminNote) =>
      apiRequest<AdminApplicationEvent>(apiPaths.adminApplicationNotes(id), { method: 'POST', body }),
    onSuccess: refetch,
  });
}
