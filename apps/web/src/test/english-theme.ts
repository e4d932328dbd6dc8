import { inEnglish } from '@roadhire/shared';
import { themeWith } from '../app/theme';

/** The app's theme in English, for tests that draw outside the app's own providers. */
export const theme = themeWith(inEnglish.t('careers.close'));
