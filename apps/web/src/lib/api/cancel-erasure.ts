import { apiPaths, type LoginRequest, type MessageResponse } from '@roadhire/shared';
import { apiRequest } from '../api-client';

/** Cancels the erasure of the account these credentials open, during its quarantine (decision 031). */
export function cancelErasure(body: LoginRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(apiPaths.cancelErasure, { method: 'POST', body });
}
