import { apiPaths, type MessageResponse, type ResetPasswordRequest } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword({ token, ...body }: ResetPasswordRequest & { token: string }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(apiPaths.resetPassword(token), { method: 'POST', body });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
