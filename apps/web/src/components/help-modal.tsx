import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useClientConfig } from '../lib/api/get-client-config';
import { useT } from '../lib/i18n/locale';

/** SPEC §2: Help opens Support, with the company phone and the HR email, and an OK button. */
export function HelpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { data: brand } = useClientConfig();
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('help.title')} centered>
      <Stack gap="sm">
        <Text>{t('help.intro')}</Text>
        {brand && (
          <Stack gap={4}>
            <Text>
              {t('careers.labelled', { label: t('help.phone') })}{' '}
              <Anchor href={`tel:${brand.companyPhone.replace(/[^\d+]/g, '')}`}>{brand.companyPhone}</Anchor>
            </Text>
            <Text>
              {t('careers.labelled', { label: t('help.email') })}{' '}
              <Anchor href={`mailto:${brand.hrEmail}`}>{brand.hrEmail}</Anchor>
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('help.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
