import { apiPaths, type MessageResponse, type RegisterRequest } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function registerAccount(body: RegisterRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(apiPaths.register, { method: 'POST', body });
}

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });
