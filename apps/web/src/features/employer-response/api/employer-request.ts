import { apiPaths, type EmployerRequest, type EmployerResponseInput } from '@roadhire/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The request behind the employer's single-use link (decision 030); no account, no retry of a refusal. */
export const useEmployerRequest = (token: string) =>
  useQuery({
    queryKey: ['employer-request', token],
    queryFn: () => apiRequest<EmployerRequest>(apiPaths.employerResponse(token)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSubmitEmployerResponse = (token: string) =>
  useMutation({
    mutationFn: (body: EmployerResponseInput) =>
      apiRequest<{ message: string; sha256: string }>(apiPaths.employerResponse(token), { method: 'POST', body }),
  });
