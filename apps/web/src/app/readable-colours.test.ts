import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, APP_BACKGROUND, contrastRatio, readableColourVariables, readableOn } from './readable-colours';
import { createAppTheme } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, createAppTheme('en'));
const variables = readableColourVariables(theme);

describe('the theme’s text colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's gray.6, the dimmed text it ships with, fails AA on white.
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(AA_TEXT);
  });

  it('darkens a colour only as far as it takes', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    const teal = readableOn(DEFAULT_THEME.colors.teal[7], '#ffffff');
    expect(contrastRatio(teal, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(teal, '#ffffff')).toBeLessThan(AA_TEXT + 1);
  });

  it('reads at AA for dimmed text, placeholders, errors and links', () => {
    for (const name of ['dimmed', 'placeholder', 'error', 'anchor']) {
      const colour = variables[`--mantine-color-${name}`]!;
      expect(contrastRatio(colour, '#ffffff'), name).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(contrastRatio(variables['--mantine-color-dimmed']!, APP_BACKGROUND)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('reads at AA in every variant of every colour: filled, outline and light', () => {
    for (const [name, shades] of Object.entries(theme.colors)) {
      const filled = variables[`--mantine-color-${name}-filled`]!;
      expect(contrastRatio(filled, theme.white), `${name} filled`).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(filled, theme.colors.gray[1]), `${name} on a hovered row`).toBeGreaterThanOrEqual(AA_TEXT);
      expect(variables[`--mantine-color-${name}-outline`], `${name} outline`).toBe(filled);
      const light = variables[`--mantine-color-${name}-light-color`]!;
      expect(contrastRatio(light, shades[1]), `${name} light`).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(light, shades[2]), `${name} light hovered`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
