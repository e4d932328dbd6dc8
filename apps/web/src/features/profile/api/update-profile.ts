import { apiPaths, type ProfileSave, type ProfileSaveResponse } from '@roadhire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { apiRequest } from '../../../lib/api-client';
import { announceProfileUpdated, renewToken, saveMe } from '../../../lib/session';

export function updateProfile(userId: string, body: ProfileSave): Promise<ProfileSaveResponse> {
  return apiRequest<ProfileSaveResponse>(apiPaths.updateUser(userId), { method: 'PUT', body });
}

/**
 * SPEC §4: after a save, `me` holds the new profile and the top bar hears profileUpdated. A new
 * password ended every earlier session, this one's too: the answer's token carries this device on.
 */
export function useUpdateProfile(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileSave) => updateProfile(userId ?? '', body),
    onSuccess: ({ token, ...profile }) => {
      if (token) renewToken(token);
      queryClient.setQueryData(profileQueryOptions(userId).queryKey, profile);
      saveMe(profile);
      announceProfileUpdated();
    },
  });
}
