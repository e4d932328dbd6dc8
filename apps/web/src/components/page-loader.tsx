import { Center, Loader } from '@mantine/core';
import { careersSiteMessages as messages } from '@roadhire/shared';

/** A spinner that screen readers announce, for a page or a guard still deciding. */
export function PageLoader({ label = messages.common.loading }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader size="md" />
    </Center>
  );
}
