import { Title } from '@mantine/core';
import { messages } from '@roadhire/shared';

export function AuditPage() {
  return <Title order={1}>{messages.adminPage.sections.audit}</Title>;
}
