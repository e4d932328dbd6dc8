import { List, Paper, Text, Title } from '@mantine/core';
import { messages } from '@roadhire/shared';
import { useClientConfig } from '../../../lib/api/get-client-config';

/** SPEC §1: the login page's marketing text, with the company's name. */
export function LoginSidePanel() {
  const { data: brand } = useClientConfig();
  if (!brand) return null;
  const text = messages.loginPage;
  return (
    <Paper component="aside" radius="md" p={{ base: 'md', sm: 'xl' }} bg="blue.0" aria-labelledby="login-panel-title">
      <Title order={2} size="h3" id="login-panel-title" mb="sm">
        {text.panelTitle(brand.companyName)}
      </Title>
      <Text mb="md">{text.panelIntro(brand.companyName)}</Text>
      <List spacing="xs">
        {text.panelPoints.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
