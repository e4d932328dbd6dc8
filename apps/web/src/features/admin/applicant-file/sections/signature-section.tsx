import { Alert, Button, Code, Stack, Table, Text } from '@mantine/core';
import { apiPaths, LOCALE_TAGS, type Signature, type SignatureVerification } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { useCan } from '../../../../lib/api/get-admin-me';
import { apiRequest } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/locale';
import { useFormatDateTime } from '../../shared/format-date';
import { FieldList } from '../components/field-list';
import { FileSection } from '../components/file-section';

/** Recomputes the hash of the stored snapshot on the server (decision 016). */
function useVerifySignature(applicationId: number) {
  return useMutation({
    mutationFn: () =>
      apiRequest<SignatureVerification>(apiPaths.adminSignatureVerify(applicationId), { method: 'POST' }),
  });
}

/**
 * Who signed, when, from where, with which texts, and the hash of the application as signed; Verify
 * asks the server whether the stored application still has that hash.
 */
export function SignatureSection({ applicationId, signature }: { applicationId: number; signature: Signature | null }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const verify = useVerifySignature(applicationId);
  const canAct = useCan('applicants.act');
  return (
    <FileSection title={t('adminApplications.file.sections.signature')}>
      {signature === null ? (
        <Text size="sm">{t('adminApplications.file.signature.none')}</Text>
      ) : (
        <Stack gap="sm">
          <FieldList
            fields={[
              { label: t('adminApplications.file.signature.typedName'), value: signature.typed_name },
              {
                label: t('adminApplications.file.signature.signedAt'),
                value: `${formatDateTime(signature.signed_at)} (${signature.signed_at})`,
              },
              { label: t('adminApplications.file.signature.ip'), value: signature.ip },
              { label: t('adminApplications.file.signature.userAgent'), value: signature.user_agent },
              {
                label: t('adminApplications.file.signature.hash'),
                value: <Code style={{ overflowWrap: 'anywhere' }}>{signature.snapshot_sha256}</Code>,
              },
            ]}
          />
          <Table.ScrollContainer minWidth={420}>
            <Table captionSide="top">
              <Table.Caption ta="start">{t('adminApplications.file.signature.textsCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('adminApplications.file.signature.text')}</Table.Th>
                  <Table.Th scope="col">{t('adminApplications.file.signature.version')}</Table.Th>
                  <Table.Th scope="col">{t('adminApplications.file.signature.accepted')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {signature.texts.map((text) => (
                  <Table.Tr key={text.key}>
                    {/* The carrier's English text, titled as it was signed. */}
                    <Table.Td lang={LOCALE_TAGS.en}>{text.title}</Table.Td>
                    <Table.Td>{text.version}</Table.Td>
                    <Table.Td>
                      {text.accepted
                        ? t('adminApplications.file.signature.yes')
                        : t('adminApplications.file.signature.no')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {/* Checking writes to the audit log as part of working the file: acting on applicants. */}
          {canAct && (
            <div>
              <Button variant="default" onClick={() => verify.mutate()} loading={verify.isPending}>
                {t('adminApplications.file.signature.verify')}
              </Button>
            </div>
          )}
          {verify.isError && (
            <Alert color="red" role="alert">
              {t('adminApplications.file.signature.verifyFailed')}
            </Alert>
          )}
          {verify.data && (
            <Alert color={verify.data.matches ? 'green' : 'red'} role={verify.data.matches ? 'status' : 'alert'}>
              <Text size="sm">
                {t(
                  verify.data.matches
                    ? 'adminApplications.file.signature.matches'
                    : 'adminApplications.file.signature.mismatch',
                  { when: formatDateTime(verify.data.verified_at) },
                )}
              </Text>
              {!verify.data.matches && (
                <Text size="sm">
                  {t('careers.labelled', { label: t('adminApplications.file.signature.computed') })}{' '}
                  <Code>{verify.data.computed_sha256}</Code>
                </Text>
              )}
            </Alert>
          )}
        </Stack>
      )}
    </FileSection>
  );
}
