import { apiPaths, type LoginResponse, type TeamInvitationAccept, type TeamInvitationPreview } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Whom an invitation link is for; a link that no longer works is an error saying why. */
export const useTeamInvitation = (token: string) =>
  useQuery({
    queryKey: ['team-invitation', token],
    queryFn: () => apiRequest<TeamInvitationPreview>(apiPaths.teamInvitation(token)),
    retry: false,
  });

/** Makes the member's account; answers as a login does. */
export function acceptTeamInvitation(token: string, body: TeamInvitationAccept): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(apiPaths.teamInvitationAccept(token), { method: 'POST', body });
}
