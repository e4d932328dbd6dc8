import {
  type AdminApplicantFile,
  type AdminApplicationEvent,
  type AdminMailMessageList,
  type AdminNote,
  type AdminStageChange,
  type AdminStageChangeResult,
  apiPaths,
  type StageMessagePreview,
  type StageWithDriverMessage,
} from '@roadhire/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../../lib/api-client';

export const applicantFileQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'applications', id],
    queryFn: ({ signal }) => apiRequest<AdminApplicantFile>(apiPaths.adminApplication(id), { signal }),
  });

/** The message a move to `stage` would send the driver, for the recruiter to read and edit first. */
export const stageMessageQuery = (id: string, stage: StageWithDriverMessage) =>
  queryOptions({
    queryKey: ['admin', 'applications', id, 'stage-message', stage],
    queryFn: ({ signal }) =>
      apiRequest<StageMessagePreview>(
        `${apiPaths.adminApplicationStageMessage(id)}?${new URLSearchParams({ stage })}`,
        { signal },
      ),
    staleTime: 0,
  });

/** Every message to the driver, newest first. */
export const driverMailQuery = (userId: number) =>
  queryOptions({
    queryKey: ['admin', 'users', userId, 'mail'],
    queryFn: ({ signal }) => apiRequest<AdminMailMessageList>(apiPaths.adminUserMail(userId), { signal }),
  });

/** After a stage change or a note the whole file is read again, so the history shows the new event. */
function useRefetchFile(id: string) {
  const queryClient = useQueryClient();
  // The prefix also reaches the driver's mail list: a stage change may have queued a message.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: applicantFileQuery(id).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
    ]);
}

export function useChangeStage(id: string) {
  const refetch = useRefetchFile(id);
  return useMutation({
    mutationFn: (body: AdminStageChange) =>
      apiRequest<AdminStageChangeResult>(apiPaths.adminApplicationStatus(id), { method: 'PUT', body }),
    onSuccess: refetch,
    // 409: someone moved the application since this file was read; show where it is now.
    onError: (error) => (isApiError(error) && error.status === 409 ? refetch() : undefined),
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
