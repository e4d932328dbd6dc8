import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n/locale';

/** Back to the applicants list; to the very list (filters, page) the recruiter came from when known. */
export function BackLink() {
  const t = useT();
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  const to =
    typeof from === 'string' && from.startsWith(paths.adminApplicants.href()) ? from : paths.adminApplicants.href();
  return (
    <Anchor component={Link} to={to} size="sm">
      {`← ${t('adminApplications.file.back')}`}
    </Anchor>
  );
}
