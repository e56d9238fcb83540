import { darken, getPrimaryShade, luminance, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

/** WCAG 2.1 AA for text (1.4.3): the app's small type needs the full 4.5:1. */
export const AA_TEXT = 4.5;

/** The neutral page background (`--app-bg` in global.css); cards and tables sit on white. */
export const APP_BACKGROUND = '#f6f7f9';

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour`, darkened as little as it takes to read at AA on each of `backgrounds`. */
export function readableOn(colour: string, ...backgrounds: string[]): string {
  for (let amount = 0; amount < 1; amount += 0.04) {
    const candidate = amount === 0 ? colour : darken(colour, amount);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= AA_TEXT)) return candidate;
  }
  return '#000';
}

/**
 * Mantine's light scheme writes coloured text in shades that fail AA on small type: dimmed
 * grey (gray.6, 3.3:1), placeholders and errors, outline and filled badges and buttons
 * (shade 7 of teal, yellow, orange, green… with white text) and light badges (shade 9 on
 * shade 1). Each of them is replaced here, for every colour of the theme, by the same hue
 * darkened just enough, so every screen and every future one reads at AA without
 * choosing shades component by component.
 */
export function readableColourVariables(theme: MantineTheme): Record<string, string> {
  const { white, colors } = theme;
  const gray = colors.gray;
  const shade = getPrimaryShade(theme, 'light');
  const variables: Record<string, string> = {
    // Dimmed text sits on white, on the page's background and on hovered or striped rows.
    '--mantine-color-dimmed': readableOn(gray[6], white, APP_BACKGROUND, gray[1]),
    '--mantine-color-placeholder': readableOn(gray[5], white),
    '--mantine-color-error': readableOn(colors.red[6], white),
    '--mantine-color-anchor': readableOn(colors[theme.primaryColor]![shade], white, APP_BACKGROUND),
  };
  for (const [name, tuple] of Object.entries(colors)) {
    // Filled: white text on it; outline, dot and `c="red"` text: it on white, on the
    // page's background and on a hovered table row.
    const filled = readableOn(tuple[shade], white, APP_BACKGROUND, gray[1]);
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    variables[`--mantine-color-${name}-outline`] = filled;
    // Light: dark text on the shade-1 tint, and on shade 2 when hovered.
    variables[`--mantine-color-${name}-light-color`] = readableOn(tuple[9], tuple[1], tuple[2]);
  }
  return variables;
}

export const readableColours: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: readableColourVariables(theme),
  dark: {},
});
