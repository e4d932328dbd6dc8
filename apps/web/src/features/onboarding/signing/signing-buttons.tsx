import { Button, Group } from '@mantine/core';
import { useT } from '../../../lib/i18n/locale';

/** Back, then Continue on every page but the last, where the driver signs and submits. */
export function SigningButtons({
  first,
  last,
  pending,
  onBack,
  onForward,
  onSign,
}: {
  first: boolean;
  last: boolean;
  pending: boolean;
  onBack: () => void;
  onForward: () => void;
  onSign: () => void;
}) {
  const t = useT();
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onBack} disabled={pending}>
        {first ? t('signing.backToReview') : t('onboarding.back')}
      </Button>
      {last ? (
        <Button onClick={onSign} loading={pending}>
          {t('signing.signAndSubmit')}
        </Button>
      ) : (
        <Button onClick={onForward}>{t('signing.continue')}</Button>
      )}
    </Group>
  );
}
