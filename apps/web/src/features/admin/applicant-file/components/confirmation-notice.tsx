import { Notification } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../../lib/i18n/locale';

/** What a form on the file just did, said politely in green until dismissed. */
export function ConfirmationNotice({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const t = useT();
  return (
    <Notification
      role="status"
      color="green"
      withBorder
      closeButtonProps={{ 'aria-label': t('adminApplications.file.dismiss') }}
      onClose={onClose}
    >
      {children}
    </Notification>
  );
}
