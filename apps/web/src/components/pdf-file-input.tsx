import { Input } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { PHOTO_ACCEPT } from '../lib/photo-to-pdf';

/**
 * A real file input that offers PDFs (phones open their own picker), and with `photos` the camera
 * and the gallery too; tall enough to tap. The caller's Input.Wrapper gives it its visible label
 * through `id`.
 */
export function PdfFileInput({
  id,
  onChange,
  disabled,
  photos = false,
}: {
  id: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  photos?: boolean;
}) {
  return (
    <Input
      id={id}
      component="input"
      type="file"
      accept={photos ? `application/pdf,.pdf,${PHOTO_ACCEPT}` : 'application/pdf,.pdf'}
      onChange={onChange}
      disabled={disabled}
      styles={{ input: { paddingBlock: 8, height: 'auto', minHeight: 44 } }}
    />
  );
}
