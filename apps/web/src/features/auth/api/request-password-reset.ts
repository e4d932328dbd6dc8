import { apiPaths, type ForgotPasswordRequest, type MessageResponse } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(apiPaths.forgotPassword, { method: 'POST', body });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
