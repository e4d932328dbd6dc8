import { type AdminPossibleOwners, apiPaths } from '@roadhire/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** The members the applicant may be given to; under the file's key, so a change of owner reads them again. */
export const possibleOwnersQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'applications', id, 'owners'],
    queryFn: ({ signal }) => apiRequest<AdminPossibleOwners>(apiPaths.adminApplicationOwners(id), { signal }),
  });
