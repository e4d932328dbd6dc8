import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useT } from '../lib/i18n/locale';

/** A password input whose show/hide toggle is a named, focusable button (SPEC §2 Login). */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  const t = useT();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
      {...props}
    />
  );
}
