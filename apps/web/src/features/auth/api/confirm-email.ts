import { apiPaths, type MessageResponse } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Applies the new email the link was mailed to (decision 019). */
export function confirmEmail(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(apiPaths.confirmEmail(token), { method: 'POST' });
}

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
