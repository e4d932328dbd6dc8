import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** A shared link `/?position={id}` opens that position's panel. */
const POSITION_PARAM = 'position';
/** Marks a history entry the panel pushed on top of the list, so closing it can go back. */
const PANEL_ENTRY = { positionPanel: true } as const;

const isPanelEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && 'positionPanel' in state && state.positionPanel === true;

const searchWith = (current: URLSearchParams, jobId: string | null) => {
  const next = new URLSearchParams(current);
  if (jobId === null) next.delete(POSITION_PARAM);
  else next.set(POSITION_PARAM, jobId);
  const text = next.toString();
  return text ? `?${text}` : '';
};

/**
 * The details panel lives in the address (`?position={id}`), one history entry above the list, so
 * the browser's Back closes it instead of leaving the site.
 */
export function usePositionPanel() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const selectedId = searchParams.get(POSITION_PARAM);
  const onPanelEntry = isPanelEntry(location.state);

  // A link that opens a panel (even as the tab's first page) gets the list put beneath it.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || !selectedId || onPanelEntry) return;
    settled.current = true;
    navigate({ search: searchWith(searchParams, null) }, { replace: true });
    navigate({ search: searchWith(searchParams, selectedId) }, { state: PANEL_ENTRY });
  }, [selectedId, onPanelEntry, searchParams, navigate]);

  const open = (jobId: number) => navigate({ search: searchWith(searchParams, String(jobId)) }, { state: PANEL_ENTRY });
  const close = () => {
    if (onPanelEntry) navigate(-1);
    else navigate({ search: searchWith(searchParams, null) }, { replace: true });
  };
  return { selectedId, open, close };
}
