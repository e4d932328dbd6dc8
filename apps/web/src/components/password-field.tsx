import { PasswordInput } from '@mantine/core';
import { messages } from '@roadhire/shared';
import type { ComponentProps } from 'react';

/** A password input whose show/hide toggle is a named, focusable button (SPEC §2 Login). */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': messages.fields.showPassword }}
      {...props}
    />
  );
}
