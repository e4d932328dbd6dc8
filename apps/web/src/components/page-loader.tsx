import { Center, Loader } from '@mantine/core';
import { useT } from '../lib/i18n/locale';

/** A spinner that screen readers announce, for a page or a guard still deciding. */
export function PageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center py="xl" role="status" aria-label={label ?? t('common.loading')}>
      <Loader size="md" />
    </Center>
  );
}
