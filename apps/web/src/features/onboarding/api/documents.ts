import { apiPaths, type CanadaDocType, type CandidateDocument, type FastCardDocument } from '@roadhire/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';

// SPEC §7 Documents: lists, multipart uploads (field `file`) and deletes of the candidate's PDFs.

/** A kind of document as one list with its upload and delete calls. */
export interface DocumentKindCalls<D> {
  queryKey: readonly unknown[];
  list: (signal?: AbortSignal) => Promise<D[]>;
  upload: (file: File) => Promise<D>;
  remove: (id: number) => Promise<unknown>;
}

const get =
  <D>(path: string) =>
  (signal?: AbortSignal) =>
    apiRequest<D[]>(path, { signal });
const post =
  <D>(path: string) =>
  (file: File) =>
    uploadFile<D>(path, file);
const del = (path: (id: number) => string) => (id: number) => apiRequest(path(id), { method: 'DELETE' });

export const canadaProofCalls = (docType: CanadaDocType): DocumentKindCalls<CandidateDocument> => ({
  queryKey: ['documents', 'canada', docType],
  list: get(apiPaths.canadaDocs(docType)),
  upload: post(apiPaths.uploadCanadaDoc(docType)),
  remove: del((id) => apiPaths.deleteCanadaDoc(docType, id)),
});

export const usProofCalls: DocumentKindCalls<CandidateDocument> = {
  queryKey: ['documents', 'us'],
  list: get(apiPaths.usDocs),
  upload: post(apiPaths.uploadUsDoc),
  remove: del(apiPaths.deleteDoc),
};

export const rowDocumentCalls = (kind: 'training' | 'award'): DocumentKindCalls<CandidateDocument> => ({
  queryKey: ['documents', kind],
  list: get(apiPaths.docs(kind)),
  upload: post(apiPaths.uploadDoc(kind)),
  remove: del(apiPaths.deleteDoc),
});

export const fastCardCalls: DocumentKindCalls<FastCardDocument> = {
  queryKey: ['documents', 'fast-card'],
  list: get(apiPaths.fastCards),
  upload: post(apiPaths.uploadFastCard),
  remove: del(apiPaths.deleteFastCard),
};

export const documentsQueryOptions = <D>(calls: DocumentKindCalls<D>) =>
  queryOptions({ queryKey: calls.queryKey, queryFn: ({ signal }) => calls.list(signal), retry: false });
