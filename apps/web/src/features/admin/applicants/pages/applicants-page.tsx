import { Title } from '@mantine/core';
import { messages } from '@roadhire/shared';

export function ApplicantsPage() {
  return <Title order={1}>{messages.adminPage.sections.applicants}</Title>;
}
