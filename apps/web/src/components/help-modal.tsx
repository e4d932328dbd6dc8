import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { careersSiteMessages as messages } from '@roadhire/shared';
import { useClientConfig } from '../lib/api/get-client-config';

/** SPEC §2: Help opens Support, with the company phone and the HR email, and an OK button. */
export function HelpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { data: brand } = useClientConfig();
  const text = messages.help;
  return (
    <Modal opened={opened} onClose={onClose} title={text.title} centered>
      <Stack gap="sm">
        <Text>{text.intro}</Text>
        {brand && (
          <Stack gap={4}>
            <Text>
              {text.phone}:{' '}
              <Anchor href={`tel:${brand.companyPhone.replace(/[^\d+]/g, '')}`}>{brand.companyPhone}</Anchor>
            </Text>
            <Text>
              {text.email}: <Anchor href={`mailto:${brand.hrEmail}`}>{brand.hrEmail}</Anchor>
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{text.ok}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
