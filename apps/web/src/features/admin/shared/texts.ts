// Texts every admin table shares (decision 009: admin texts load with the admin pages).
export const adminTableTexts = {
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total}`,
  pageSize: 'Rows per page',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
  notAnswered: 'Not answered',
  retry: 'Retry',
} as const;
