import { Title } from '@mantine/core';
import { messages } from '@roadhire/shared';

export function PositionEditorPage() {
  return <Title order={1}>{messages.adminPage.sections.positions}</Title>;
}
