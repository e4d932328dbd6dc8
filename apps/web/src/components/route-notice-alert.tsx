import { Alert, type AlertProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { type RouteNotice, readRouteNotice } from '../lib/route-notice';

/**
 * Shows the alert the previous page handed over with its navigation, if any, once: the history
 * entry forgets it at once, so a reload or a later Back to this page does not show it again. It
 * stays while the page only rewrites its own entry, and goes with the next move (a step of the
 * application is an entry of its own).
 */
export function RouteNoticeAlert(props: Omit<AlertProps, 'color' | 'children'>) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const handed = readRouteNotice(location.state);
  const [shown, setShown] = useState<(Required<RouteNotice> & { pathname: string }) | undefined>();

  // Once per history entry: the notice and the entry are read when the entry changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the history entry changes.
  useEffect(() => {
    if (!handed) {
      if (navigationType !== 'REPLACE') setShown(undefined);
      return;
    }
    setShown({ ...handed, pathname: location.pathname });
    const { notice: _notice, tone: _tone, ...rest } = location.state as RouteNotice & Record<string, unknown>;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null },
    );
  }, [location.key]);

  const notice = handed ?? (shown?.pathname === location.pathname ? shown : undefined);
  if (!notice) return null;
  return (
    <Alert color={notice.tone === 'success' ? 'green' : 'yellow'} {...props}>
      {notice.notice}
    </Alert>
  );
}
