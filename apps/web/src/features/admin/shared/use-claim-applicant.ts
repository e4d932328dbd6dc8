import { type AdminOwnerChange, type AdminOwnerResult, apiPaths } from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The list and every file are read again after a change of owner: both name the owner. */
function useRefreshApplicants() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] });
}

/**
 * Takes an applicant from the "Unassigned" queue (issue 43). When someone else was first, the
 * server's 409 names them, and the list is read again to show who.
 */
export function useClaimApplicant() {
  const refresh = useRefreshApplicants();
  return useMutation({
    mutationFn: (applicationId: number) =>
      apiRequest<AdminOwnerResult>(apiPaths.adminApplicationClaim(applicationId), { method: 'POST' }),
    onSettled: refresh,
  });
}

/** Gives an applicant to a member of the team, or back to the queue with null. */
export function useReassignApplicant(applicationId: number) {
  const refresh = useRefreshApplicants();
  return useMutation({
    mutationFn: (body: AdminOwnerChange) =>
      apiRequest<AdminOwnerResult>(apiPaths.adminApplicationOwner(applicationId), { method: 'PUT', body }),
    onSettled: refresh,
  });
}
