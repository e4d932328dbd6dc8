import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { readToken } from '../../lib/session';

/** SPEC §2 "any other path": home when a session token is stored, else the login page. */
export function FallbackRedirect() {
  return <Navigate to={readToken() ? paths.home.href() : paths.login.href()} replace />;
}
