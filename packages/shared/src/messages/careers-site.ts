// The careers site: the frame every page shares (top bar, navigation, Help, session notices) and
// the careers list and job pages (SPEC §2, §4, §8). Kept apart from the other texts so a phone's first
// load of the careers pages carries only these; everything else reads them through `messages`.
export const careersSiteMessages = {
  topBar: {
    continueApplication: 'Continue an application ?',
    continueYourApplication: 'Continue your application',
  },
  nav: {
    home: 'Home',
    help: 'Help',
    myAccount: 'My Account',
    profile: 'Profile',
    myApplications: 'My applications',
    admin: 'Admin',
    logout: 'Logout',
    menu: 'Menu',
    navigation: 'Main',
    brandFallback: 'Driver careers',
  },
  help: {
    title: 'Support',
    intro: 'Questions about your application? Our recruiting team is here to help.',
    phone: 'Phone',
    email: 'Email',
    ok: 'OK',
  },
  careers: {
    title: 'Career Opportunities',
    intro: 'Find your next driving job. Tap a position to read the details and apply.',
    searchLabel: 'Search positions',
    searchPlaceholder: 'Search by number, name, type, location…',
    listLabel: (location: string) => `Positions in ${location}`,
    details: 'Details / Apply',
    positionNumber: 'Position number',
    openings: 'Openings',
    workType: 'Work type',
    closingDate: 'Closing date',
    dangerousGoods: 'Dangerous goods',
    yes: 'Yes',
    no: 'No',
    licenseClasses: 'License classes',
    licenseConditions: 'License conditions',
    route: 'Route',
    // A label before its value ("Openings: 2"); French puts a non-breaking space before the colon.
    labelled: (label: string) => `${label}:`,
    showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} entries`,
    previous: 'Previous',
    next: 'Next',
    pagination: 'Pages of positions',
    noResults: 'No results.',
    loading: 'Loading…',
    loadErrorPrefix: 'Error: ',
    loadFailed: 'Failed to load open positions',
    positionGone: 'This position is no longer open.',
    description: 'Position Description',
    // Charter s. 46: a language other than French that the job needs, and why, shown with the offer.
    languageRequirement: 'Language requirement',
    languageReason: 'Why',
    close: 'Close',
    applyNow: 'Apply Now',
    continueApplication: 'Continue Application',
    completed: 'Completed',
    // Texts the spec leaves open.
    viewDetails: 'View details',
    clearSearch: 'Clear',
    clearSearchLabel: 'Clear search',
    // Sends the search and the filters when the page's code has not run (or never does).
    searchSubmit: 'Search',
    filters: 'Filter positions',
    provinceFilter: 'Province',
    allProvinces: 'All provinces',
    typeFilter: 'Position type',
    allTypes: 'All position types',
  },
  // A job's own page (its address is shared by text and found by search engines).
  jobPage: {
    goneTitle: 'Position closed',
    // An address under /jobs/ that names no position at all, closed or open.
    notFoundTitle: 'Position not found',
    notFound: 'No position has this address.',
    seeOpenPositions: 'See the open positions',
    allPositions: 'All open positions',
  },
  common: {
    loading: 'Loading…',
    skipToContent: 'Skip to content',
  },
  session: {
    timedOut: 'Session timed out. Please log in again.',
  },
  // The public pages' link to their twin (decision 032), each written in the language it leads to.
  languageTwin: {
    toFrench: 'Version française',
    toEnglish: 'English version',
  },
} as const;
