import { Button, Group } from '@mantine/core';
import { ONBOARDING_STEPS } from '@roadhire/shared';
import { useT } from '../../../lib/i18n/locale';

/** Back and Next under a step; step 9 draws its own Back with its other buttons. */
export function StepButtons({ step, ownButtons, onBack }: { step: number; ownButtons: boolean; onBack: () => void }) {
  const t = useT();
  return (
    <Group justify="space-between" mt="xl" gap="sm" grow preventGrowOverflow={false}>
      {step > 1 && !ownButtons && (
        <Button type="button" variant="default" onClick={onBack}>
          {t('onboarding.back')}
        </Button>
      )}
      {!ownButtons && step < ONBOARDING_STEPS && <Button type="submit">{t('onboarding.next')}</Button>}
    </Group>
  );
}
