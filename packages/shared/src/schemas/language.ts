import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';

/** A language as the API takes it (a user's `language`, a page's; decision 032). */
export const LocaleSchema = z.enum(LOCALES);
