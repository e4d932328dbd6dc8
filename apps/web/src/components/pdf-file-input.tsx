import { Input } from '@mantine/core';
import type { ChangeEvent } from 'react';

/**
 * A real file input that offers PDFs (phones open their own picker), tall enough to tap; the
 * caller's Input.Wrapper gives it its visible label through `id`.
 */
export function PdfFileInput({
  id,
  onChange,
  disabled,
}: {
  id: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}) {
  return (
    <Input
      id={id}
      component="input"
      type="file"
      accept="application/pdf,.pdf"
      onChange={onChange}
      disabled={disabled}
      styles={{ input: { paddingBlock: 8, height: 'auto', minHeight: 44 } }}
    />
  );
}
