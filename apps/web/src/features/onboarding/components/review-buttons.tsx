import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n/locale';

/** Step 9's buttons; Submit waits, and says why, while gaps of the history are left unexplained. */
export function ReviewButtons({
  gapsOpen,
  onBack,
  onAddEntry,
  onSubmit,
}: {
  gapsOpen: number;
  onBack: () => void;
  onAddEntry: () => void;
  onSubmit: () => void;
}) {
  const t = useT();
  return (
    <>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('onboarding.back')}
        </Button>
        <Button variant="default" onClick={onAddEntry}>
          {t('onboarding.addAnotherEntry')}
        </Button>
        <Button onClick={onSubmit} disabled={gapsOpen > 0} aria-describedby={gapsOpen > 0 ? 'gaps-open' : undefined}>
          {t('onboarding.submitApplication')}
        </Button>
      </Group>
      {gapsOpen > 0 && (
        <Text id="gaps-open" size="sm" c="red.9">
          {t('onboarding.step9.gapsOpen', { count: gapsOpen })}
        </Text>
      )}
    </>
  );
}
