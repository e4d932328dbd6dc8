import { apiPaths, type EmployerRequest, type EmployerResponseInput, LOCALE_TAGS } from '@roadhire/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// A previous employer's page is in English (it has no language on record), so are the API's answers to it.
const english = { 'Accept-Language': LOCALE_TAGS.en };

/** The request behind the employer's single-use link (decision 030); no account, no retry of a refusal. */
export const useEmployerRequest = (token: string) =>
  useQuery({
    queryKey: ['employer-request', token],
    queryFn: () => apiRequest<EmployerRequest>(apiPaths.employerResponse(token), { headers: english }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSubmitEmployerResponse = (token: string) =>
  useMutation({
    mutationFn: (body: EmployerResponseInput) =>
      apiRequest<{ message: string; sha256: string }>(apiPaths.employerResponse(token), {
        method: 'POST',
        body,
        headers: english,
      }),
  });
