import {
  apiPaths,
  type ClearinghouseConsentRequest,
  type ClearinghouseConsentView,
  type DriverApplications,
} from '@roadhire/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Where each of the driver's applications stands. */
export const driverApplicationsQuery = () =>
  queryOptions({
    queryKey: ['driver', 'applications'],
    queryFn: ({ signal }) => apiRequest<DriverApplications>(apiPaths.driverApplications, { signal }),
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
      return queryClient.invalidateQueries({ queryKey: driverApplicationsQuery().queryKey });
    },
  });
}
