import { Title } from '@mantine/core';
import { messages } from '@roadhire/shared';

export function AccountsPage() {
  return <Title order={1}>{messages.adminPage.sections.accounts}</Title>;
}
