import {
  apiPaths,
  type ClearinghouseConsentRequest,
  type ClearinghouseConsentView,
  type DriverApplications,
  type Locale,
} from '@roadhire/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const driverApplicationsKey = ['driver', 'applications'];

/**
 * Where each of the driver's applications stands, in a language: the job titles come in it, so a
 * switch of language asks for them again.
 */
export const driverApplicationsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...driverApplicationsKey, locale],
    queryFn: ({ signal }) => apiRequest<DriverApplications>(apiPaths.driverApplications, { signal }),
    // The list stays on screen while it comes again in the new language.
    placeholderData: keepPreviousData,
  });

export const clearinghouseConsentQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['driver', 'clearinghouse-consent', applicationId],
    queryFn: ({ signal }) =>
      apiRequest<ClearinghouseConsentView>(apiPaths.clearinghouseConsent(applicationId), { signal }),
  });

export function useSignClearinghouseConsent(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClearinghouseConsentRequest) =>
      apiRequest<ClearinghouseConsentView>(apiPaths.clearinghouseConsent(applicationId), { method: 'POST', body }),
    onSuccess: (view) => {
      queryClient.setQueryData(clearinghouseConsentQuery(applicationId).queryKey, view);
      return queryClient.invalidateQueries({ queryKey: driverApplicationsKey });
    },
  });
}
