import { Anchor, Text } from '@mantine/core';
import { type AdminAuditEntry, idsUnder } from '@roadhire/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n/locale';

// Positions and applications have their own page; an account does not.
const targetHref = {
  position: (id: number) => paths.adminPosition.href(id),
  application: (id: number) => paths.adminApplicant.href(id),
};
const TARGET_NAMES = idsUnder('adminAudit.targets');
// Every kind of record the API writes an audit entry about has a name; another shows as its code.
const isNamed = (type: string): type is keyof typeof TARGET_NAMES => Object.hasOwn(TARGET_NAMES, type);
const hasPage = (type: string): type is keyof typeof targetHref => type === 'position' || type === 'application';

/**
 * What an entry acted on, by the name a reader knows it by (an applicant's name, a position's number
 * and title, an email), or its type and id once gone; a link where the target has a page.
 */
export function AuditTarget({ entry }: { entry: Pick<AdminAuditEntry, 'target_type' | 'target_id' | 'target_label'> }) {
  const t = useT();
  const type = isNamed(entry.target_type) ? t(TARGET_NAMES[entry.target_type]) : entry.target_type;
  if (entry.target_id === null)
    return (
      <Text span size="sm">
        {type}
      </Text>
    );
  const id = String(entry.target_id);
  const text = entry.target_label
    ? t('adminAudit.targetLabelled', { type, label: entry.target_label })
    : t('adminAudit.targetNumbered', { type, id });
  const targetType = entry.target_type;
  if (!hasPage(targetType))
    return (
      <Text span size="sm">
        {text}
      </Text>
    );
  return (
    <Anchor
      component={Link}
      size="sm"
      to={targetHref[targetType](entry.target_id)}
      aria-label={t(`adminAudit.openTarget.${targetType}`, { id })}
    >
      {text}
    </Anchor>
  );
}
