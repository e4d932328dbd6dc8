import { TextInput } from '@mantine/core';
import { MOBILE_DIGITS } from '@roadhire/shared';
import type { ComponentProps } from 'react';
import { useT } from '../lib/i18n/locale';

/** A mobile number input with the numeric keypad and the spec's format title (SPEC §5 Register). */
export function MobileField(props: ComponentProps<typeof TextInput>) {
  const t = useT();
  return (
    <TextInput
      type="text"
      inputMode="numeric"
      autoComplete="tel"
      pattern={`[0-9]{${MOBILE_DIGITS}}`}
      title={t('register.mobileFormat')}
      {...props}
    />
  );
}
