import { positionLabels } from '../shared/position-labels';

// The positions screens' own words (decision 009: admin texts load with the admin pages); the
// position's own labels sit in admin/shared, since the audit log names them too.
export const positionsTexts = {
  list: {
    title: 'Positions',
    newPosition: 'New position',
    search: 'Search',
    searchPlaceholder: 'Title, number or city',
    stateFilter: 'State',
    tableLabel: 'Positions',
    pagerLabel: 'Pages of positions',
    columns: {
      title: 'Title',
      number: 'Number',
      location: 'Location',
      state: 'State',
      closingDate: 'Closing date',
      applications: 'Applications',
      actions: 'Actions',
    },
    noClosingDate: 'None',
    empty: 'No positions match this search.',
    loadFailed: 'The positions could not be loaded.',
  },
  states: positionLabels.states,
  statusChange: {
    // Named for what they do: a bare "Close" on the editor reads like closing the editor.
    close: 'Close position',
    reopen: 'Reopen position',
    closeTitle: 'Close this position?',
    reopenTitle: 'Reopen this position?',
    closeBody: (title: string, number: string) =>
      `Close "${title}" (${number})? It leaves the careers page at once; its applications stay.`,
    reopenBody: (title: string, number: string) =>
      `Reopen "${title}" (${number})? It shows on the careers page again unless its closing date has passed.`,
    confirmClose: 'Close position',
    confirmReopen: 'Reopen position',
    cancel: 'Cancel',
    closed: (title: string) => `"${title}" is closed.`,
    reopened: (title: string) => `"${title}" is open again.`,
    failed: 'The position could not be changed.',
  },
  editor: {
    newTitle: 'New position',
    editTitle: 'Edit position',
    back: 'Back to positions',
    loadFailed: 'This position could not be loaded.',
    sections: positionLabels.sections,
    fields: positionLabels.fields,
    visibleHint: 'Each ticked line appears on the card and in the details panel when it has a value.',
    visible: positionLabels.visible,
    create: 'Create position',
    save: 'Save changes',
    cancel: 'Cancel',
    provinceNone: 'Select…',
    provinceUnlisted: (value: string) => `${value} (not in the list)`,
    discardTitle: 'Discard your changes?',
    discardBody: 'What you changed in this position is not saved.',
    discard: 'Discard changes',
    keepEditing: 'Keep editing',
    created: (title: string) => `Position "${title}" created.`,
    saved: (title: string) => `Position "${title}" saved.`,
    saveFailed: 'The position could not be saved.',
  },
  preview: {
    title: 'Preview',
    intro: 'The card as candidates see it on the careers page.',
    openDetails: 'Preview details panel',
    untitled: 'Untitled position',
  },
} as const;
