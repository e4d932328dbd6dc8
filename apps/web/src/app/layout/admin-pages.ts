import type { MessageId, PermissionKey } from '@roadhire/shared';
import { matchPath } from 'react-router';
import { paths } from '../../config/paths';

/**
 * A menu entry: its label, where it leads, and whether it stays marked on the pages under it. An
 * entry leading to a view of a page (its address has a query) is marked on that view alone.
 */
export interface AdminMenuEntry {
  label: MessageId;
  href: string;
  exact: boolean;
}

/**
 * One admin page (issue 43): its route pattern, the permission its role must hold to open it, and
 * its menu entry if it has one. The menu shows only the entries the member's role holds, and a page
 * it does not hold says which permission it lacks; the server checks every route all the same.
 */
export interface AdminPage {
  pattern: string;
  needs: PermissionKey;
  menu?: AdminMenuEntry;
}

/**
 * The admin area's pages in menu order. The dashboard's counts are the applicants' own numbers
 * (decision 033), so it opens with reading applicants; a position's editor is the positions'.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    pattern: paths.admin.pattern,
    needs: 'applicants.read',
    menu: { label: 'adminPage.sections.dashboard', href: paths.admin.href(), exact: true },
  },
  {
    pattern: paths.adminPositions.pattern,
    needs: 'positions',
    menu: { label: 'adminPage.sections.positions', href: paths.adminPositions.href(), exact: false },
  },
  { pattern: paths.adminPositionNew.pattern, needs: 'positions' },
  { pattern: paths.adminPosition.pattern, needs: 'positions' },
  {
    pattern: paths.adminApplicants.pattern,
    needs: 'applicants.read',
    menu: { label: 'adminPage.sections.applicants', href: paths.adminApplicants.href(), exact: false },
  },
  // The shared "Unassigned" queue: the applicants list filtered to those no one owns (issue 43).
  {
    pattern: paths.adminApplicants.pattern,
    needs: 'applicants.read',
    menu: { label: 'adminPage.sections.unassigned', href: paths.adminApplicants.href({ owner: 'none' }), exact: true },
  },
  { pattern: paths.adminApplicant.pattern, needs: 'applicants.read' },
  {
    pattern: paths.adminVerifications.pattern,
    needs: 'investigations',
    menu: { label: 'verifications.queue.navTitle', href: paths.adminVerifications.href(), exact: false },
  },
  {
    pattern: paths.adminAccounts.pattern,
    needs: 'team',
    menu: { label: 'adminPage.sections.accounts', href: paths.adminAccounts.href(), exact: false },
  },
  {
    pattern: paths.adminAudit.pattern,
    needs: 'reports',
    menu: { label: 'adminPage.sections.audit', href: paths.adminAudit.href(), exact: false },
  },
  {
    pattern: paths.adminPrivacy.pattern,
    needs: 'privacy',
    menu: { label: 'privacy.admin.navTitle', href: paths.adminPrivacy.href(), exact: false },
  },
];

/** The admin page a pathname opens, if the table names it. */
export const adminPageAt = (pathname: string): AdminPage | undefined =>
  ADMIN_PAGES.find((page) => matchPath(page.pattern, pathname));
