import { type ApplicationCorrections, apiPaths } from '@roadhire/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/api-client';

export const correctionsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['admin', 'applications', applicationId, 'corrections'],
    queryFn: ({ signal }) =>
      apiRequest<ApplicationCorrections>(apiPaths.adminApplicationCorrections(applicationId), { signal }),
  });
