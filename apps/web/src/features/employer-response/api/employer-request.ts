import {
  apiPaths,
  type EmployerRequest,
  type EmployerResponseInput,
  type EmployerResponseReceipt,
  LOCALE_TAGS,
  type Locale,
} from '@roadhire/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// A previous employer's page speaks the language of its request (decision 030), whatever the
// visitor's browser prefers: the API is asked in that language, and in English before it is known.
const speaking = (locale: Locale) => ({ 'Accept-Language': LOCALE_TAGS[locale] });

/** The request behind the employer's single-use link (decision 030); no account, no retry of a refusal. */
export const useEmployerRequest = (token: string) =>
  useQuery({
    queryKey: ['employer-request', token],
    queryFn: () => apiRequest<EmployerRequest>(apiPaths.employerResponse(token), { headers: speaking('en') }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSubmitEmployerResponse = (token: string, locale: Locale) =>
  useMutation({
    mutationFn: (body: EmployerResponseInput) =>
      apiRequest<EmployerResponseReceipt>(apiPaths.employerResponse(token), {
        method: 'POST',
        body,
        headers: speaking(locale),
      }),
  });

/** The employer's choice of language, kept on its request for the mails that follow (its copy, a reminder). */
export const useChooseEmployerLanguage = (token: string) =>
  useMutation({
    mutationFn: (language: Locale) =>
      apiRequest<{ language: Locale }>(apiPaths.employerResponseLanguage(token), {
        method: 'PUT',
        body: { language },
        headers: speaking(language),
      }),
  });
