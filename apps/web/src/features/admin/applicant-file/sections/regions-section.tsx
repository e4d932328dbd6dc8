import { List, Text } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { useT } from '../../../../lib/i18n/locale';
import { useAnswerFormat } from '../components/answers';
import { FileSection } from '../components/file-section';

type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** Onboarding step 7: the regions the driver has travelled, by name. */
export function RegionsSection({ answers }: { answers: Answers }) {
  const t = useT();
  const { names } = useAnswerFormat();
  const regions = answers.dq_reg_travelled_names;
  return (
    <FileSection title={t('adminApplications.file.sections.regions')}>
      {regions.length === 0 ? (
        <Text c="dimmed">{t('adminApplications.file.regionsNone')}</Text>
      ) : (
        <List aria-label={t('adminApplications.file.sections.regions')}>
          {regions.map((region) => (
            <List.Item key={region.rt_id}>{names.region(region.rt_name) || `#${region.rt_id}`}</List.Item>
          ))}
        </List>
      )}
    </FileSection>
  );
}
