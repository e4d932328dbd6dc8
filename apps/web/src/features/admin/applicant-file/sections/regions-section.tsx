import { List, Text } from '@mantine/core';
import type { AdminApplicantFile } from '@roadhire/shared';
import { FileSection } from '../components/file-section';
import { fileTexts } from '../texts';

type Answers = NonNullable<AdminApplicantFile['qualifications']>;

/** Onboarding step 7: the regions the driver has travelled, by name. */
export function RegionsSection({ answers }: { answers: Answers }) {
  const regions = answers.dq_reg_travelled_names;
  return (
    <FileSection title={fileTexts.sections.regions}>
      {regions.length === 0 ? (
        <Text c="dimmed">{fileTexts.regionsNone}</Text>
      ) : (
        <List aria-label={fileTexts.sections.regions}>
          {regions.map((region) => (
            <List.Item key={region.rt_id}>{region.rt_name || `#${region.rt_id}`}</List.Item>
          ))}
        </List>
      )}
    </FileSection>
  );
}
