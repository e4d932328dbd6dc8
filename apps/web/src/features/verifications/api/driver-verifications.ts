import { apiPaths, type DriverVerification, type DriverVerifications } from '@roadhire/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const key = ['driver-verifications'];

/** The driver's previous-employer checks and the release text (decision 030). */
export const useDriverVerifications = () =>
  useQuery({ queryKey: key, queryFn: () => apiRequest<DriverVerifications>(apiPaths.candidateVerifications) });

export function useSignRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, typed_name }: { id: number; typed_name: string }) =>
      apiRequest<DriverVerification>(apiPaths.candidateVerificationRelease(id), {
        method: 'POST',
        body: { typed_name, certify: true },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
