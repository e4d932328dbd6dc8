import { apiPaths, type CandidateProfile, type ProfileUpdate } from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { apiRequest } from '../../../lib/api-client';
import { announceProfileUpdated, saveMe } from '../../../lib/session';

export function updateProfile(userId: string, body: ProfileUpdate): Promise<CandidateProfile> {
  return apiRequest<CandidateProfile>(apiPaths.updateUser(userId), { method: 'PUT', body });
}

/** SPEC §4: after a save, `me` holds the new profile and the top bar hears profileUpdated. */
export function useUpdateProfile(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(userId ?? '', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions(userId).queryKey, profile);
      saveMe(profile);
      announceProfileUpdated();
    },
  });
}
