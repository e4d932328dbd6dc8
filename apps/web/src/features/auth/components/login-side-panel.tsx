import { List, Paper, Text, Title } from '@mantine/core';
import { useClientConfig } from '../../../lib/api/get-client-config';
import { useT } from '../../../lib/i18n/locale';

/** The four points of the panel, by their place in the catalogue. */
const PANEL_POINTS = [0, 1, 2, 3] as const;

/** SPEC §1: the login page's marketing text, with the company's name. */
export function LoginSidePanel() {
  const t = useT();
  const { data: brand } = useClientConfig();
  if (!brand) return null;
  return (
    <Paper component="aside" radius="md" p={{ base: 'md', sm: 'xl' }} bg="blue.0" aria-labelledby="login-panel-title">
      <Title order={2} size="h3" id="login-panel-title" mb="sm">
        {t('loginPage.panelTitle', { company: brand.companyName })}
      </Title>
      <Text mb="md">{t('loginPage.panelIntro', { company: brand.companyName })}</Text>
      <List spacing="xs">
        {PANEL_POINTS.map((point) => (
          <List.Item key={point}>{t(`loginPage.panelPoints.${point}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
