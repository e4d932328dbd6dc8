import { Outlet } from 'react-router';

/**
 * The frame of every page a search engine must not list (sign-in and account pages, the
 * candidate's and the admin's): React 19 hoists the `<meta>` into the document head while such a
 * page is open and takes it out when the visitor goes back to the careers page.
 */
export function PrivatePages() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <Outlet />
    </>
  );
}
