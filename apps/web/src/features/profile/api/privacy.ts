import {
  apiPaths,
  type ConsentPurpose,
  type DriverPrivacy,
  type ErasureResponse,
  type ExportAccepted,
  type MessageResponse,
} from '@roadhire/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refusalOf, saveBlob } from '../../../lib/download-file';
import { readToken } from '../../../lib/session';
import { driverApplicationsKey } from './driver-applications';

// A driver's data (decision 031): the export, consents, withdrawing an application, erasure.

export const driverPrivacyQuery = () =>
  queryOptions({
    queryKey: ['driver', 'privacy'],
    queryFn: ({ signal }) => apiRequest<DriverPrivacy>(apiPaths.privacy, { signal }),
  });

/** How many times a large export's address is asked before the mail is left to say it is ready. */
const EXPORT_POLLS = 20;

/**
 * Saves the export ZIP. A large one is built in the background: the answer is 202 with its own
 * address, asked again as the server's Retry-After says until the ZIP is there; past a minute the
 * driver is told it is on its way, and the mail offers it when ready.
 */
export async function downloadMyData(location: string = apiPaths.privacyExport): Promise<'saved' | 'preparing'> {
  const headers = new Headers({ Accept: 'application/zip, application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let url = location;
  for (let asked = 0; asked < EXPORT_POLLS; asked += 1) {
    const response = await fetch(url, { headers });
    if (response.status === 202) {
      url = ((await response.json()) as ExportAccepted).location;
      const seconds = Number(response.headers.get('Retry-After') ?? 3);
      await new Promise((resolve) => setTimeout(resolve, Number.isFinite(seconds) ? seconds * 1000 : 3000));
      continue;
    }
    if (!response.ok) throw await refusalOf(response);
    saveBlob(await response.blob(), 'my-data.zip');
    return 'saved';
  }
  return 'preparing';
}

export const useDownloadMyData = () => useMutation({ mutationFn: (location?: string) => downloadMyData(location) });

export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, granted }: { purpose: ConsentPurpose; granted: boolean }) =>
      apiRequest<DriverPrivacy>(apiPaths.privacyConsent(purpose), { method: 'PUT', body: { granted } }),
    onSuccess: (view) => queryClient.setQueryData(driverPrivacyQuery().queryKey, view),
  });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) =>
      apiRequest<MessageResponse>(apiPaths.withdrawApplication(applicationId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverApplicationsKey }),
  });
}

export const useRequestErasure = () =>
  useMutation({
    mutationFn: (password: string) =>
      apiRequest<ErasureResponse>(apiPaths.privacyErasure, { method: 'POST', body: { current_password: password } }),
  });
