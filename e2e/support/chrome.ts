import type { Locale } from '@matjar/shared';
import type { Page } from '@playwright/test';
import { texts } from './texts';

/** The dashboard's sidebar (the drawer on narrow screens), named "Main menu". */
export const sidebar = (page: Page, locale: Locale = 'en') =>
  page.getByRole('navigation', { name: texts[locale].header.mainMenu });

/** A toast (Mantine gives each one role="alert") showing `text`. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
