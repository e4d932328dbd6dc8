import { type ApplyRequest, type ApplyResponse, apiPaths } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §4 "Submitting the apply form": starts the application (or finds the one that exists). */
export function submitApplication(body: ApplyRequest): Promise<ApplyResponse> {
  return apiRequest<ApplyResponse>(apiPaths.apply, { method: 'POST', body });
}

export const useSubmitApplication = () => useMutation({ mutationFn: submitApplication });
