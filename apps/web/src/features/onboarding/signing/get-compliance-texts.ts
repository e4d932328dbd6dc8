import { apiPaths, type ComplianceTextsResponse, type Locale } from '@roadhire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n/locale';

/**
 * The carrier, the certification and the notices and authorisations in force (decision 016).
 * Read afresh each time the driver starts signing, so the versions they accept are the ones the
 * server will record.
 */
export const complianceTextsQueryOptions = (locale: Locale) =>
  queryOptions({
    // Per language: a French reader gets the carrier's translations beside the texts.
    queryKey: ['compliance-texts', locale],
    queryFn: ({ signal }) => apiRequest<ComplianceTextsResponse>(apiPaths.complianceTexts, { signal }),
    staleTime: 0,
    retry: 1,
  });

export const useComplianceTexts = () => useQuery(complianceTextsQueryOptions(useLocale().locale));
