import { apiPaths } from '@roadhire/shared';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §4: cancelling the application (after confirmation). */
export function cancelApplication(applicationId: number): Promise<unknown> {
  return apiRequest(apiPaths.cancelApplication(applicationId), { method: 'DELETE' });
}
