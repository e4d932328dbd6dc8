import {
  apiPaths,
  type ConsentPurpose,
  type DriverPrivacy,
  type ErasureResponse,
  type ExportAccepted,
  type MessageResponse,
} from '@roadhire/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { readToken } from '../../../lib/session';
import { driverApplicationsQuery } from './driver-applications';

// A driver's data (decision 031): the export, consents, withdrawing an application, erasure.

export const driverPrivacyQuery = () =>
  queryOptions({
    queryKey: ['driver', 'privacy'],
    queryFn: ({ signal }) => apiRequest<DriverPrivacy>(apiPaths.privacy, { signal }),
  });

/**
 * Saves the export ZIP. A large one answers 202 with its own address (also mailed); the ZIP is
 * then fetched from there with the same session.
 */
export async function downloadMyData(): Promise<string> {
  const headers = new Headers({ Accept: 'application/zip, application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const head = await fetch(apiPaths.privacyExport, { headers });
  if (head.status === 202) {
    const { location } = (await head.json()) as ExportAccepted;
    return downloadFile(location, 'my-data.zip');
  }
  if (!head.ok) throw new ApiError(head.status);
  const url = URL.createObjectURL(await head.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'my-data.zip';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return 'my-data.zip';
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverApplicationsQuery().queryKey }),
  });
}

export const useRequestErasure = () =>
  useMutation({
    mutationFn: (password: string) =>
      apiRequest<ErasureResponse>(apiPaths.privacyErasure, { method: 'POST', body: { password } }),
  });
