import { Alert, Anchor, List } from '@mantine/core';
import { useEffect } from 'react';

export interface SummaryError {
  /** The id of the field's control, which its link moves to. */
  id: string;
  /** The field's name and what is wrong with it. */
  text: string;
}

/** Moves to a field: the control with that id, or the first control inside it. */
export function focusField(id: string): void {
  const target = document.getElementById(id);
  const control = target?.matches('input, select, textarea, button')
    ? target
    : target?.querySelector<HTMLElement>('input, select, textarea, button');
  (control ?? target)?.focus();
  (control ?? target)?.scrollIntoView({ block: 'center' });
}

/**
 * The errors of a sent form, above its button: each names its field and links to it, and the first
 * field takes the focus (once per list: keep it the same object until the next answer), so a keyboard or screen-reader user starts where the fix is.
 */
export function ErrorSummary({ title, errors }: { title: string; errors: SummaryError[] }) {
  // Once per answer from the server: the caller keeps the same list until the next one.
  useEffect(() => {
    const first = errors[0];
    if (first) focusField(first.id);
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      <List size="sm" spacing={4}>
        {errors.map((error) => (
          <List.Item key={`${error.id}:${error.text}`}>
            <Anchor
              href={`#${error.id}`}
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                focusField(error.id);
              }}
            >
              {error.text}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
