import {
  apiPaths,
  type Incident,
  type IncidentCreate,
  type LegalHold,
  type LegalHoldCreate,
  type PrivacyRequest,
  type SweepResult,
} from '@roadhire/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

// The carrier's side of a driver's data (decision 031).

export const privacyRequestsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'privacy', 'requests'],
    queryFn: ({ signal }) =>
      apiRequest<{ requests: PrivacyRequest[] }>(apiPaths.adminPrivacyRequests, { signal }).then((r) => r.requests),
  });

export const legalHoldsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'privacy', 'holds'],
    queryFn: ({ signal }) =>
      apiRequest<{ holds: LegalHold[] }>(apiPaths.adminPrivacyHolds, { signal }).then((r) => r.holds),
  });

export const incidentsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'privacy', 'incidents'],
    queryFn: ({ signal }) =>
      apiRequest<{ incidents: Incident[] }>(apiPaths.adminPrivacyIncidents, { signal }).then((r) => r.incidents),
  });

export function useAddHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LegalHoldCreate) => apiRequest<LegalHold>(apiPaths.adminPrivacyHolds, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: legalHoldsQuery().queryKey }),
  });
}

export function useLiftHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<LegalHold>(apiPaths.adminPrivacyHold(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: legalHoldsQuery().queryKey }),
  });
}

export function useAddIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IncidentCreate) =>
      apiRequest<Incident>(apiPaths.adminPrivacyIncidents, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentsQuery().queryKey }),
  });
}

export const useDrySweep = () =>
  useMutation({
    mutationFn: () => apiRequest<SweepResult>(`${apiPaths.adminPrivacySweep}?dry_run=true`, { method: 'POST' }),
  });
