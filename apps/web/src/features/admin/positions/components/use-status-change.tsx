import { Alert } from '@mantine/core';
import type { AdminPosition } from '@roadhire/shared';
import { useState } from 'react';
import { StatusChangeDialog } from './status-change-dialog';

/**
 * Closing or reopening a position from a page: `ask(position)` opens the question; once it is
 * answered, `notice` says what changed until dismissed (null otherwise). The page places `dialog`.
 */
export function useStatusChange() {
  const [changing, setChanging] = useState<AdminPosition | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    ask: setChanging,
    notice: notice ? (
      <Alert color="green" withCloseButton onClose={() => setNotice(null)}>
        {notice}
      </Alert>
    ) : null,
    dialog: (
      <StatusChangeDialog
        position={changing}
        onClose={() => setChanging(null)}
        onChanged={(_saved, message) => {
          setChanging(null);
          setNotice(message);
        }}
      />
    ),
  };
}
