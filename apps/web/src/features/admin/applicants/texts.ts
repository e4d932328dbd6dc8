import { messages } from '@roadhire/shared';

// The applicants table's own texts (decision 009: admin texts load with the admin pages only).
export const applicantsTexts = {
  title: 'Applicants',
  filtersLabel: 'Filter applicants',
  search: 'Search',
  searchPlaceholder: 'Name, email, phone',
  status: 'Status',
  position: 'Position',
  positionPlaceholder: 'All positions',
  positionNothingFound: 'No positions found',
  positionsFailed: 'The positions could not be loaded.',
  from: 'Applied from',
  to: 'Applied to',
  clearFilters: 'Clear filters',
  downloadCsv: 'Download CSV',
  csvFileName: 'applicants.csv',
  csvFailed: 'The CSV file could not be downloaded.',
  dismiss: 'Dismiss',
  tableLabel: 'Applications',
  pagerLabel: 'Pages of applicants',
  loading: 'Loading applications…',
  empty: 'No applications match these filters.',
  loadFailed: 'The applications could not be loaded.',
  columns: {
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile',
    position: 'Position',
    status: 'Status',
    applied: 'Applied',
    submitted: 'Submitted',
  },
  /** The status filter: every choice, with "all" as the empty value. */
  statusFilter: {
    all: 'All',
    in_progress: 'In progress',
    submitted: 'Submitted',
    waiting: 'Waiting for review',
    cancelled: 'Cancelled',
    in_review: 'In review',
    interview: 'Interview',
    hired: 'Hired',
    rejected: 'Rejected',
  },
  statusGroups: { application: 'Application status', stage: 'Recruiter stage' },
  /** Where an application stands for the candidate. */
  applicationStatus: messages.adminApplications.statuses,
  /** The recruiter stage of a submitted application (decision 008). */
  stage: messages.adminApplications.stages,
} as const;
