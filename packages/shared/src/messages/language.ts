// The language switch and the links between a page and its twin in the other language.
// Each language is named in itself, so a reader who does not read the page's language finds theirs.
export const languageMessages = {
  language: {
    label: 'Language',
    english: 'English',
    french: 'Français',
    // The link from an English page to its French twin, and back (never a redirect).
    otherVersion: 'Version française',
    saveFailed: 'We could not save your language. Please try again.',
    // The profile's setting: the Charter has a worker's choice of language recorded.
    profileHint: 'The portal, its messages and its emails speak this language to you.',
  },
} as const;
