import { apiPaths, type MessageResponse } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Ends every session of the signed-in account, on every device (decision 019). */
export function logOutEverywhere(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(apiPaths.logoutEverywhere, { method: 'POST' });
}

export const useLogOutEverywhere = () => useMutation({ mutationFn: logOutEverywhere });
