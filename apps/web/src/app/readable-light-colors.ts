import { darken, luminance, type MantineTheme } from '@mantine/core';

/** WCAG 2.1 AA (1.4.3) for text under 18.66 px bold, such as a badge's 11 px capitals. */
export const AA_TEXT_CONTRAST = 4.5;

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `text` darkened in small steps, keeping its hue, until it reads at AA on `background`. */
function darkenedUntilReadable(text: string, background: string): string {
  let color = text;
  for (let amount = 0.05; contrastRatio(color, background) < AA_TEXT_CONTRAST && amount < 1; amount += 0.05) {
    color = darken(text, amount);
  }
  return color;
}

/**
 * Mantine's light variant writes shade 9 on shade 1 (shade 2 on hover): green is 3.8:1, orange 3.6:1,
 * yellow 2.7:1. So the text of every colour of the theme, present and future, is darkened until it
 * reads on the hover shade, the darker of the two backgrounds.
 */
export function readableLightColors(theme: MantineTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(theme.colors).map(([name, shades]) => [
      `--mantine-color-${name}-light-color`,
      darkenedUntilReadable(shades[9], shades[2]),
    ]),
  );
}

/**
 * A shade 9 is the theme's text colour for a warning or a state written on the page ("Not verified"
 * in orange): Mantine's orange.9 is 4.3:1 on white, yellow.9 3.0:1. Each shade 9 is darkened until it
 * reads on the darkest background such text sits on: a striped or hovered table row, at most gray.2.
 */
export function readableShadesNine(theme: MantineTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(theme.colors).map(([name, shades]) => [
      `--mantine-color-${name}-9`,
      darkenedUntilReadable(shades[9], darkestPageBackground(theme)),
    ]),
  );
}

/** The darkest background text written on the page sits on: a table's striped or hovered row. */
export const darkestPageBackground = (theme: MantineTheme): string => theme.colors.gray[2] as string;
