import { apiPaths } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { DownloadButton } from './download-button';

/** The printable application. */
export function PdfButton({ applicationId }: { applicationId: number }) {
  const t = useT();
  return (
    <DownloadButton
      path={apiPaths.adminApplicationPdf(applicationId)}
      fallbackName={`application-${applicationId}.pdf`}
      label={t('adminApplications.file.downloadPdf')}
      busyLabel={t('adminApplications.file.downloadingPdf')}
      failedText={t('adminApplications.file.pdfFailed')}
    />
  );
}
