import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';

/**
 * In the careers pages' own build (decision 025), a link or a redirect to any other page loads that
 * page from the server, which answers with the whole app. The address is already the new one, so
 * it is replaced: Back still returns to the careers page.
 */
export function FullPageLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return <PageLoader />;
}
