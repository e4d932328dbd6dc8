// The language switch and the links between a page and its twin in the other language.
// Each language is named in itself, so a reader who does not read the page's language finds theirs.
import type { Catalogue } from '../catalogue.js';

/** English, the source of the catalogues, by id in ICU MessageFormat. */
export const languageEn = {
  'language.label': 'Language',
  'language.english': 'English',
  'language.french': 'Français',
  // The link from an English page to its French twin, and back (never a redirect).
  'language.otherVersion': 'Version française',
  'language.saveFailed': 'We could not save your language. Please try again.',
  // The profile's setting: the Charter has a worker's choice of language recorded.
  'language.profileHint': 'The portal, its messages and its emails speak this language to you.',
} satisfies Catalogue;
