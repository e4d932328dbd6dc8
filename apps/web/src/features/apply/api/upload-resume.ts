import { apiPaths, type ResumeUploadResponse } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file';

/** SPEC §7: the resume goes up on its own, as the multipart field `file`; the server checks it is a PDF. */
export function uploadResume(file: File): Promise<ResumeUploadResponse> {
  return uploadFile<ResumeUploadResponse>(apiPaths.uploadResume, file);
}

export const useUploadResume = () => useMutation({ mutationFn: uploadResume });
