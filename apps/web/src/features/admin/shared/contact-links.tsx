import { Anchor, type AnchorProps } from '@mantine/core';
import { formatPhone } from '@roadhire/shared';
import { Fragment } from 'react';

/** A phone number that calls when tapped; nothing for no number. */
export function PhoneLink({ phone, ...props }: AnchorProps & { phone: string | null | undefined }) {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '');
  return (
    <Anchor href={`tel:${digits}`} style={{ whiteSpace: 'nowrap' }} {...props}>
      {formatPhone(phone)}
    </Anchor>
  );
}

/**
 * An email that opens the mail app. A long address breaks only after its @ or before a dot, as
 * addresses are printed, instead of running into the next column.
 */
export function EmailLink({ email, ...props }: AnchorProps & { email: string | null | undefined }) {
  if (!email) return null;
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <Anchor href={`mailto:${email}`} {...props}>
      {parts.map((part, index) => (
        // The parts of one address never change order.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Anchor>
  );
}
