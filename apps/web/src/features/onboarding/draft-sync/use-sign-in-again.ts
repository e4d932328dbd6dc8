import { useEffect, useState } from 'react';
import type { SyncStatus } from './draft-sync';

/** Whether the sign-in dialog is open: SPEC §4, §8, the driver is told at once that the session timed out. */
export function useSignInAgain(status: SyncStatus) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (status === 'signin') setOpened(true);
  }, [status]);
  return [opened, setOpened] as const;
}
