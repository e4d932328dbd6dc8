import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';
import { readableLightColors, readableShadesNine } from './readable-light-colors';

const base = {
  primaryColor: 'blue',
  // WCAG AA: links and filled buttons in blue.8 reach 4.5:1 on white; Mantine's default shade does not.
  primaryShade: { light: 8, dark: 8 },
  // Phones first: 16px inputs keep iOS from zooming in on focus.
  fontSizes: { md: '1rem' },
  defaultRadius: 'md',
} satisfies MantineThemeOverride;

/**
 * The theme with the page's language: every dialog's X is a button named for what it does. A plain
 * object, so the theme does not bring Modal's code into the first load of pages that open none.
 */
export const themeWith = (closeLabel: string) =>
  createTheme({
    ...base,
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      // WCAG 2.1.1: a table wider than a phone scrolls sideways in its box, which the keyboard must
      // reach to scroll it, even when the table holds no link or button (issue 47).
      TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    },
  });

/**
 * WCAG AA: Mantine's dimmed gray (gray.6) is 3.3:1 on white; gray.7 is 7.7:1. Its error red
 * (red.6) is 3.3:1 too, which fails for a field's message; red.9 is 5.6:1. The light variant's
 * text (badges, alerts' titles, the marked menu entry) and each colour's shade 9, the text of a
 * warning written on the page, are darkened for every colour at once.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...readableLightColors(theme),
    ...readableShadesNine(theme),
    // A link in a light alert (blue.8 on blue.1 was 4.1:1) reads as the alert's own text does.
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-light-color)`,
  },
  dark: {},
});
