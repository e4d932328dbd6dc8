import {
  apiPaths,
  type DriverMessage,
  type DriverMessageInput,
  type DriverMessageList,
  type Locale,
} from '@roadhire/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const driverMessagesKey = ['driver', 'messages'];

/**
 * The recruiters' messages about the driver's applications and the driver's answers, oldest first,
 * in a language: the job titles come in it, so a switch of language asks for them again.
 */
export const driverMessagesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...driverMessagesKey, locale],
    queryFn: ({ signal }) => apiRequest<DriverMessageList>(apiPaths.driverMessages, { signal }),
    placeholderData: keepPreviousData,
  });

/** The driver's answer; it lands on the applicant's timeline and its owner is mailed. */
export function useAnswerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DriverMessageInput) =>
      apiRequest<DriverMessage>(apiPaths.driverMessages, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverMessagesKey }),
  });
}
