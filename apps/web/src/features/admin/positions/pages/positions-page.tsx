import { Title } from '@mantine/core';
import { messages } from '@roadhire/shared';

export function PositionsPage() {
  return <Title order={1}>{messages.adminPage.sections.positions}</Title>;
}
