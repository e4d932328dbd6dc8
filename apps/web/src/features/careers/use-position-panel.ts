import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { CareersAddress } from './use-careers-address';

/** A shared link `/?position={id}` opens that position's panel. */
const POSITION_PARAM = 'position';
/** Marks a history entry the panel pushed on top of the list, so closing it can go back. */
const PANEL_ENTRY = { positionPanel: true } as const;

const isPanelEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && 'positionPanel' in state && state.positionPanel === true;

/**
 * The details panel lives in the address (`?position={id}`), one history entry above the list, so
 * the browser's Back closes it instead of leaving the site.
 */
export function usePositionPanel({ params, state, write }: CareersAddress) {
  const navigate = useNavigate();
  const selectedId = params.get(POSITION_PARAM);
  const onPanelEntry = isPanelEntry(state);

  // A link that opens a panel (even as the tab's first page) gets the list put beneath it.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || !selectedId || onPanelEntry) return;
    settled.current = true;
    write({ [POSITION_PARAM]: null });
    write({ [POSITION_PARAM]: selectedId }, { push: { state: PANEL_ENTRY } });
  }, [selectedId, onPanelEntry, write]);

  const open = (jobId: number) => write({ [POSITION_PARAM]: String(jobId) }, { push: { state: PANEL_ENTRY } });
  const close = () => {
    if (onPanelEntry) navigate(-1);
    else write({ [POSITION_PARAM]: null });
  };
  return { selectedId, open, close };
}
