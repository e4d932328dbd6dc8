import { apiPaths } from '@roadhire/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../../lib/download-file';

// The file's name is the same in every language, as the export's columns are.
const CSV_FILE_NAME = 'applicants.csv';

/** The filtered, sorted list as a CSV file (no paging: the export holds every matching row). */
export function downloadApplicantsCsv(filtersQuery: string): Promise<string> {
  const path = filtersQuery ? `${apiPaths.adminApplicationsCsv}?${filtersQuery}` : apiPaths.adminApplicationsCsv;
  return downloadFile(path, CSV_FILE_NAME);
}

export const useDownloadApplicantsCsv = () => useMutation({ mutationFn: downloadApplicantsCsv });
