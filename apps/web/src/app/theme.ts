import { createTheme, type MantineColorsTuple } from '@mantine/core';
import type { Locale } from '@matjar/shared';
import { shadesOf } from '../lib/theme/primary-colour';

/** A deep teal: shade 7 keeps white text above 4.5:1 contrast on filled buttons. */
const brand: MantineColorsTuple = [
  '#effcf9',
  '#d5f5ee',
  '#a9e9dc',
  '#79dcc9',
  '#4fcfb6',
  '#2fb89f',
  '#1f9d88',
  '#0f766e',
  '#115e59',
  '#134e4a',
];

const LATIN = 'Inter';
const ARABIC = "'IBM Plex Sans Arabic'";
const SYSTEM = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * `primaryColour`: the store's own (settings, themes), in place of the teal.
 * The Arabic face leads in Arabic; the digits and Latin words among the Arabic are the
 * system's, as the odd Arabic word of English screens (the language switch) is, rather
 * than a file more for each (app/fonts.css, docs/decisions/0010-arabic-one-face.md).
 */
export function createAppTheme(locale: Locale, primaryColour: string | null = null) {
  const fontFamily = `${locale === 'ar' ? ARABIC : LATIN}, ${SYSTEM}`;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 7,
    // The themes settings' colour, when the store chose one (`lib/theme/primary-colour.ts`).
    colors: { brand: primaryColour ? shadesOf(primaryColour) : brand },
    fontFamily,
    headings: { fontFamily, fontWeight: '600' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: {
      Paper: { defaultProps: { withBorder: true, radius: 'md' } },
      Card: { defaultProps: { withBorder: true, radius: 'md' } },
      Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
      // What is typed reads in its own direction: an e-mail or a street number in an Arabic
      // form stays in order while it is typed. Inputs that know theirs (a phone) say so.
      TextInput: { defaultProps: { attributes: { input: { dir: 'auto' } } } },
      Textarea: { defaultProps: { attributes: { input: { dir: 'auto' } } } },
      // Chips hold names people typed (a role, a keyword, a picked option): each label is
      // isolated and reads in its own direction, so "Ops team 2." stays whole on an Arabic
      // screen. Translated labels (statuses) are unchanged by it.
      Badge: { defaultProps: { attributes: { label: { dir: 'auto' } } } },
      Pill: { defaultProps: { attributes: { label: { dir: 'auto' } } } },
      // Mantine keeps every closed select's options in the page (hidden), each with its
      // scroll area and a Floating UI measurement at mount: a list's six filters cost a
      // phone about a tenth of its first render. Options are made when a select opens.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}
