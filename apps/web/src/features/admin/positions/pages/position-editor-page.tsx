import { Anchor, Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { AdminPosition } from '@roadhire/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n/locale';
import { noticeState } from '../../../../lib/route-notice';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { useAdminPosition } from '../api/admin-positions-api';
import { PositionForm } from '../components/position-form';
import { PositionStateBadge } from '../components/position-state-badge';
import { statusActionLabel } from '../components/status-change-dialog';
import { useStatusChange } from '../components/use-status-change';
import { EMPTY_POSITION_INPUT, positionInputOf } from '../position-input';

// A new position has no id yet; the preview card still needs one for its element ids.
const NEW_POSITION_PREVIEW_ID = 0;

/** Serves /admin/positions/new (no id) and /admin/positions/:positionId. */
export function PositionEditorPage() {
  const { positionId } = useParams();
  const id = positionId === undefined ? undefined : Number(positionId);
  // An address like /admin/positions/abc names no position: say so without asking the API.
  const validId = id === undefined || (Number.isInteger(id) && id > 0);
  const loaded = useAdminPosition(validId ? id : undefined);
  const navigate = useNavigate();
  const statusChange = useStatusChange();
  const t = useT();

  const backToList = (saved: AdminPosition, created: boolean) =>
    navigate(paths.adminPositions.href(), {
      state: noticeState(
        t(created ? 'adminPositions.editor.created' : 'adminPositions.editor.saved', { title: saved.p_position_title }),
        'success',
      ),
    });

  const position = loaded.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.adminPositions.href()} size="sm">
        {t('adminPositions.editor.back')}
      </Anchor>
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm" align="center">
          <Title order={1}>
            {id === undefined ? t('adminPositions.editor.newTitle') : t('adminPositions.editor.editTitle')}
          </Title>
          {position && <PositionStateBadge state={position.state} />}
        </Group>
        {position && (
          <Button
            variant="light"
            color={position.p_status === 'closed' ? undefined : 'red'}
            onClick={() => statusChange.ask(position)}
          >
            {t(statusActionLabel(position))}
          </Button>
        )}
      </Group>
      {statusChange.notice}
      {id === undefined ? (
        <PositionForm initial={EMPTY_POSITION_INPUT} previewId={NEW_POSITION_PREVIEW_ID} onSaved={backToList} />
      ) : loaded.isError || !validId ? (
        <LoadFailedAlert
          error={loaded.error}
          fallback={t('adminPositions.editor.loadFailed')}
          onRetry={validId ? () => loaded.refetch() : undefined}
        />
      ) : position ? (
        <PositionForm
          key={position.p_id}
          position={position}
          initial={positionInputOf(position)}
          previewId={position.p_id}
          onSaved={backToList}
        />
      ) : (
        <Loader role="img" aria-label={t('adminPositions.editor.editTitle')} />
      )}
      {statusChange.dialog}
    </Stack>
  );
}
