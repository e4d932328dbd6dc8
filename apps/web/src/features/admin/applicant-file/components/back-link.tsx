import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { fileTexts } from '../texts';

/** Back to the applicants list; to the very list (filters, page) the recruiter came from when known. */
export function BackLink() {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  const to =
    typeof from === 'string' && from.startsWith(paths.adminApplicants.href()) ? from : paths.adminApplicants.href();
  return (
    <Anchor component={Link} to={to} size="sm">
      {`← ${fileTexts.back}`}
    </Anchor>
  );
}
