import { apiPaths, type ResumeUploadResponse } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §7: the resume goes up on its own, as the multipart field `file`; the server checks it is a PDF. */
export function uploadResume(file: File): Promise<ResumeUploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<ResumeUploadResponse>(apiPaths.uploadResume, { method: 'POST', body });
}

export const useUploadResume = () => useMutation({ mutationFn: uploadResume });
