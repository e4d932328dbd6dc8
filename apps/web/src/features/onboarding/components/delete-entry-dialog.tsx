import { useT } from '../../../lib/i18n/locale';
import { ConfirmDialog } from './confirm-dialog';

/** Step 9 asks before an entry of the work history goes: open while `entryKey` names one. */
export function DeleteEntryDialog({
  entryKey,
  onClose,
  onConfirm,
}: {
  entryKey: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      question={t('onboarding.step9.deleteConfirm')}
      opened={entryKey !== null}
      onClose={onClose}
      onConfirm={() => {
        onConfirm();
        onClose();
      }}
    />
  );
}
