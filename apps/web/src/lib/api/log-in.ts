import { apiPaths, type LoginRequest, type LoginResponse } from '@roadhire/shared';
import { apiRequest } from '../api-client';

export function logIn(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(apiPaths.login, { method: 'POST', body });
}
