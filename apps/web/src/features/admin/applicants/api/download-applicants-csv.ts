import { apiPaths } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../../lib/download-file';
import { applicantsTexts as t } from '../texts';

/** The filtered, sorted list as a CSV file (no paging: the export holds every matching row). */
export function downloadApplicantsCsv(filtersQuery: string): Promise<string> {
  const path = filtersQuery ? `${apiPaths.adminApplicationsCsv}?${filtersQuery}` : apiPaths.adminApplicationsCsv;
  return downloadFile(path, t.csvFileName);
}

export const useDownloadApplicantsCsv = () => useMutation({ mutationFn: downloadApplicantsCsv });
