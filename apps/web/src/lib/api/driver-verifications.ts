import { apiPaths, type DriverVerifications } from '@roadhire/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export const driverVerificationsKey = ['driver-verifications'];

/** The driver's previous-employer checks and the release text (decision 030). */
export const useDriverVerifications = () =>
  useQuery({
    queryKey: driverVerificationsKey,
    queryFn: () => apiRequest<DriverVerifications>(apiPaths.candidateVerifications),
  });
