import { Anchor, Text } from '@mantine/core';
import type { AdminAuditEntry } from '@roadhire/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { auditTexts as t } from '../texts';

// Positions and applications have their own page; an account does not.
const targetHref: Record<string, (id: number) => string> = {
  position: (id) => paths.adminPosition.href(id),
  application: (id) => paths.adminApplicant.href(id),
};

/**
 * What an entry acted on, by the name a reader knows it by (an applicant's name, a position's number
 * and title, an email), or its type and id once gone; a link where the target has a page.
 */
export function AuditTarget({ entry }: { entry: Pick<AdminAuditEntry, 'target_type' | 'target_id' | 'target_label'> }) {
  const type = t.targets[entry.target_type] ?? entry.target_type;
  if (entry.target_id === null)
    return (
      <Text span size="sm">
        {type}
      </Text>
    );
  const href = targetHref[entry.target_type];
  const text = entry.target_label ? `${type}: ${entry.target_label}` : `${type} #${entry.target_id}`;
  if (!href)
    return (
      <Text span size="sm">
        {text}
      </Text>
    );
  return (
    <Anchor component={Link} size="sm" to={href(entry.target_id)} aria-label={t.openTarget(type, entry.target_id)}>
      {text}
    </Anchor>
  );
}
