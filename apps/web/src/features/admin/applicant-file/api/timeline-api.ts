import {
  type AdminContact,
  type AdminContactRecord,
  type ApplicationMessage,
  apiPaths,
  type MessagePreview,
  type MessageTemplateList,
  type RecruiterMessageInput,
  type Timeline,
  type TimelineKind,
} from '@roadhire/shared';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { applicantFileQuery } from './applicant-file-api';
import { useInvestigationViewHeaders } from './investigation-view';

/**
 * How often an open timeline asks again, so a driver's answer shows without a reload: often enough
 * for a recruiter waiting on an answer, rare enough for a desk that leaves files open all day.
 */
export const TIMELINE_REFRESH_MS = 15_000;

const timelineKey = (id: string) => ['admin', 'applications', id, 'timeline'] as const;

/** The timeline a page at a time, newest first; each later page starts where the one above ended. */
export function useTimelineQueryOptions(id: string, kind: TimelineKind | undefined) {
  // The investigation file's entries are audited once per look at the file, as its own reads are.
  const headers = useInvestigationViewHeaders();
  return infiniteQueryOptions({
    queryKey: [...timelineKey(id), kind ?? 'all'],
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams();
      if (pageParam) query.set('before', pageParam);
      if (kind) query.set('kinds', kind);
      const search = query.size > 0 ? `?${query}` : '';
      return apiRequest<Timeline>(`${apiPaths.adminApplicationTimeline(id)}${search}`, { signal, headers });
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.next_before ?? undefined,
    refetchInterval: TIMELINE_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** The team's templates, for the recruiter to choose one. */
export const messageTemplatesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'message-templates'],
    queryFn: ({ signal }) => apiRequest<MessageTemplateList>(apiPaths.adminMessageTemplates, { signal }),
  });

/**
 * A template filled for this driver, in their language, read afresh each time it is chosen, and not
 * again behind the recruiter's back: its text goes into the box they are editing.
 */
export const messagePreviewQuery = (id: string, templateId: number) =>
  queryOptions({
    queryKey: ['admin', 'applications', id, 'message-preview', templateId],
    queryFn: ({ signal }) =>
      apiRequest<MessagePreview>(
        `${apiPaths.adminApplicationMessagePreview(id)}?${new URLSearchParams({ template_id: String(templateId) })}`,
        { signal },
      ),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/**
 * After a contact or a message the timeline is read again, and the file too: a contact stops the
 * first-contact clock and holds the claim, and a message queues a mail to the driver.
 */
function useRefetchAfterWriting(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: timelineKey(id) }),
      queryClient.invalidateQueries({ queryKey: applicantFileQuery(id).queryKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
    ]);
}

export function useLogContact(id: string) {
  const refetch = useRefetchAfterWriting(id);
  return useMutation({
    mutationFn: (body: AdminContact) =>
      apiRequest<AdminContactRecord>(apiPaths.adminApplicationContacts(id), { method: 'POST', body }),
    onSuccess: refetch,
  });
}

export function useSendMessage(id: string) {
  const refetch = useRefetchAfterWriting(id);
  return useMutation({
    mutationFn: (body: RecruiterMessageInput) =>
      apiRequest<ApplicationMessage>(apiPaths.adminApplicationMessages(id), { method: 'POST', body }),
    onSuccess: refetch,
  });
}
