import { DEFAULT_THEME, getCSSColorVariables, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './readable-light-colors';
import { cssVariablesResolver, themeWith } from './theme';

// Issue 47: the positions list's OPEN badges were Mantine's green.9 on green.1, 3.8:1.
describe('the light variant of every theme colour', () => {
  // The whole theme, as the provider hands it to the resolver.
  const theme = mergeMantineTheme(DEFAULT_THEME, themeWith('Close'));
  const ours: Record<string, string> = cssVariablesResolver(theme).light;
  /** A variable as the page gets it: ours over Mantine's, a shade's `var()` read from the theme. */
  const resolved = (color: string, variable: string) => {
    const mantine: Record<string, string> = getCSSColorVariables({
      theme,
      color,
      colorScheme: 'light',
      withColorValues: false,
    });
    const value = ours[variable] ?? (mantine[variable] as string);
    const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
    return shade ? (theme.colors[shade[1] as string]?.[Number(shade[2])] as string) : value;
  };

  it.each(Object.keys(theme.colors))('%s reads at WCAG AA on its background and its hover', (color) => {
    const text = resolved(color, `--mantine-color-${color}-light-color`);
    for (const background of ['light', 'light-hover']) {
      const ratio = contrastRatio(text, resolved(color, `--mantine-color-${color}-${background}`));
      expect(ratio, `${text} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  // "Not verified" on the accounts list was orange.9: 4.3:1 on white, 4.1:1 on a striped row.
  it.each(Object.keys(theme.colors))('%s.9 reads at WCAG AA on white and on every row of a table', (color) => {
    const text = ours[`--mantine-color-${color}-9`] ?? (theme.colors[color]?.[9] as string);
    for (const background of [theme.white, ...(theme.colors.gray?.slice(0, 3) ?? [])])
      expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  // Mantine's `dark` is a scale of grays whose light shade is a mid gray: no alert is drawn in it.
  const alertColors = Object.keys(theme.colors).filter((color) => color !== 'dark');
  it.each(alertColors)('a link reads at WCAG AA on the light %s of an alert', (color) => {
    const link = /^var\((--[\w-]+)\)$/.exec(ours['--mantine-color-anchor'] ?? '')?.[1];
    const text = ours[link ?? ''];
    expect(text, 'links take a colour the theme made readable').toBeDefined();
    const background = resolved(color, `--mantine-color-${color}-light`);
    expect(contrastRatio(text as string, background), `${text} on ${background}`).toBeGreaterThanOrEqual(
      AA_TEXT_CONTRAST,
    );
  });
});
