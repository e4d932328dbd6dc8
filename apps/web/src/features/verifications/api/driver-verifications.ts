import { apiPaths, type DriverVerification } from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverVerificationsKey as key } from '../../../lib/api/driver-verifications';
import { apiRequest } from '../../../lib/api-client';

export function useSignRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, typed_name }: { id: number; typed_name: string }) =>
      apiRequest<DriverVerification>(apiPaths.candidateVerificationRelease(id), {
        method: 'POST',
        body: { typed_name, certify: true },
      }),
    // Refused too: a release signed meanwhile in another tab, or a check closed, is shown as it now is.
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/**
 * The driver's review of an answer (49 CFR 391.23(i)): ask to review it, then, once released, ask
 * the employer for a correction or add a rebuttal statement.
 */
export function useReviewAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, text }: { id: number; action: 'review' | 'correction' | 'rebuttal'; text?: string }) =>
      apiRequest<DriverVerification>(
        action === 'review'
          ? apiPaths.candidateVerificationReview(id)
          : action === 'correction'
            ? apiPaths.candidateVerificationCorrection(id)
            : apiPaths.candidateVerificationRebuttal(id),
        { method: 'POST', body: text === undefined ? {} : { text } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
