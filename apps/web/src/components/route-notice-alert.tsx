import { Alert, type AlertProps } from '@mantine/core';
import { useLocation } from 'react-router';
import { readRouteNotice } from '../lib/route-notice';

/** Shows the alert the previous page handed over with its navigation, if any. */
export function RouteNoticeAlert(props: Omit<AlertProps, 'color' | 'children'>) {
  const notice = readRouteNotice(useLocation().state);
  if (!notice) return null;
  return (
    <Alert color={notice.tone === 'success' ? 'green' : 'yellow'} {...props}>
      {notice.notice}
    </Alert>
  );
}
