import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/locale';
import { type DocumentKindCalls, documentsQueryOptions } from '../api/documents';
import { ConfirmDialog } from './confirm-dialog';
import { PdfUpload } from './pdf-upload';

/** What a list shows of one document: its name as a link to the signed URL (decision 007). */
export interface DocumentItem {
  id: number;
  name: string;
  url: string;
}

export interface DocumentTexts {
  notPdf: string;
  uploadFailed: string;
  deleteConfirm: string;
}

/** A proof's or a row's document texts, in the page's language. */
export function useProofTexts(): DocumentTexts {
  const t = useT();
  return {
    notPdf: t('onboarding.documents.onlyPdf'),
    uploadFailed: t('onboarding.documents.uploadFailed'),
    deleteConfirm: t('onboarding.documents.deleteConfirm'),
  };
}

/** The FAST card's document texts (SPEC §8 words them apart), in the page's language. */
export function useFastCardTexts(): DocumentTexts {
  const t = useT();
  return {
    notPdf: t('onboarding.documents.fastCardOnlyPdf'),
    uploadFailed: t('onboarding.documents.fastCardUploadFailed'),
    deleteConfirm: t('onboarding.documents.fastCardDeleteConfirm'),
  };
}

/** The uploaded documents of one kind, each opening in a new tab, with Delete (after a confirm). */
export function DocumentList<D>({
  calls,
  toItem,
  texts,
  label,
  only,
  onDeleted,
}: {
  calls: DocumentKindCalls<D>;
  toItem: (doc: D) => DocumentItem;
  texts: DocumentTexts;
  label: string;
  /** Shows only these ids (a training row's own certificate). */
  only?: (item: DocumentItem) => boolean;
  onDeleted?: (id: number) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery(documentsQueryOptions(calls));
  const [confirming, setConfirming] = useState<DocumentItem | null>(null);
  const remove = useMutation({
    mutationFn: calls.remove,
    onSuccess: (_answer, id) => {
      setConfirming(null);
      onDeleted?.(id);
      return queryClient.invalidateQueries({ queryKey: calls.queryKey });
    },
    onError: () => setConfirming(null),
  });
  const items = (list.data ?? []).map(toItem).filter((item) => !only || only(item));

  return (
    <Stack gap={4}>
      {items.length > 0 ? (
        <List aria-label={label} listStyleType="none" spacing={4} p={0}>
          {items.map((item) => (
            <List.Item key={item.id}>
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Anchor href={item.url} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
                  {item.name}
                </Anchor>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-md"
                  aria-label={`${t('onboarding.delete')} ${item.name}`}
                  onClick={() => {
                    remove.reset();
                    setConfirming(item);
                  }}
                >
                  {t('onboarding.delete')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        !only && (
          <Text size="sm" c="dimmed">
            {t('onboarding.documents.none')}
          </Text>
        )
      )}
      {remove.isError && (
        <Alert color="red" role="alert">
          {t('onboarding.documents.deleteFailed')}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        question={texts.deleteConfirm}
        busy={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming.id)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

/**
 * An upload of one kind of document: the file input (PDF only), its failure, then the list.
 * `beforeUpload` may refuse first (the Canada proof's document type, SPEC §5).
 */
export function DocumentUpload<D>({
  calls,
  label,
  listLabel,
  texts,
  toItem,
  beforeUpload,
  onUploaded,
  showList = true,
  children,
}: {
  calls: DocumentKindCalls<D> | null;
  label: string;
  listLabel: string;
  texts: DocumentTexts;
  toItem: (doc: D) => DocumentItem;
  beforeUpload?: () => string | undefined;
  onUploaded?: (doc: D) => void;
  showList?: boolean;
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const upload = useMutation({
    mutationFn: (file: File) => {
      if (!calls) throw new Error('no document kind');
      return calls.upload(file);
    },
    onSuccess: (doc) => {
      onUploaded?.(doc);
      if (calls) return queryClient.invalidateQueries({ queryKey: calls.queryKey });
    },
    // The server looks inside the file: one that only claims to be a PDF answers 415.
    onError: (error) => setProblem(isApiError(error) && error.status === 415 ? texts.notPdf : texts.uploadFailed),
  });
  const send = (file: File) => {
    const refusal = beforeUpload?.();
    if (refusal || !calls) return setProblem(refusal);
    setProblem(undefined);
    upload.mutate(file);
  };
  return (
    <Stack gap="xs">
      <PdfUpload label={label} notPdfText={texts.notPdf} busy={upload.isPending} onFile={send} onRefused={setProblem} />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {children}
      {showList && calls && <DocumentList calls={calls} toItem={toItem} texts={texts} label={listLabel} />}
    </Stack>
  );
}

export const candidateDocItem = (doc: { doc_id: number; doc_original: string; url: string }): DocumentItem => ({
  id: doc.doc_id,
  name: doc.doc_original,
  url: doc.url,
});
export const fastCardItem = (doc: { fc_id: number; fc_original: string; url: string }): DocumentItem => ({
  id: doc.fc_id,
  name: doc.fc_original,
  url: doc.url,
});
