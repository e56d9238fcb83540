import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { hasControlCharacters } from '../text/names.js';
import { bilingualOut, bilingualText } from './common.js';
import { optionalPhoneField } from './customers.js';
import { colourField, emptyAsNull, flagField, optionalText, requiredChoice } from './form-fields.js';
import { secretOut } from './record-kits.js';
import { emailAddress } from './users.js';

/**
 * The settings store (ARCHITECTURE "Settings"): one group per settings page, each read at
 * `GET /api/dashboard/settings/{group}` and changed by `PATCH` with the fields it changes.
 * Every field has a default, so a group never stored reads as its defaults.
 */

/** The home's widgets, in their default order (the home screen shows the enabled ones in the stored order). */
export const HOME_WIDGETS = ['kpis', 'monthly_sales', 'orders_by_status', 'latest_orders', 'low_stock', 'top_products', 'open_tickets'] as const;
export type HomeWidget = (typeof HOME_WIDGETS)[number];

export const THEME_TEMPLATES = ['classic', 'modern', 'minimal'] as const;
export const TWO_FACTOR_MODES = ['off', 'optional', 'required_for_staff'] as const;
export type TwoFactorMode = (typeof TWO_FACTOR_MODES)[number];
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'snapchat', 'linkedin'] as const;

/** The shortest storefront key: long enough that guessing it is out of the question. */
export const STOREFRONT_KEY_MIN = 16;

/** A host name or an address: letters, digits, dots, dashes, colons (IPv6). Empty: the server's own mail setup. */
const hostField = optionalText(255).refine((host) => !host || /^[A-Za-z0-9.:[\]-]+$/.test(host), 'validation.host');

/** A TCP port, 1 to 65535. */
export const portField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value) : value === '' ? undefined : value),
  z.number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.port') }).int('validation.port').min(1, 'validation.port').max(65_535, 'validation.port'),
);

/** An absolute http(s) address (a profile on a social network). */
const absoluteUrl = emptyAsNull(
  z
    .string({ error: 'validation.url' })
    .trim()
    .max(2000, 'validation.max_length')
    .refine((text) => {
      if (hasControlCharacters(text) || /[\\\s]/.test(text)) return false;
      const url = URL.parse(text);
      return !!url && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    }, 'validation.url'),
);

/** A bilingual text that may be left empty in either language; a language left out reads as empty. */
const optionalBilingual = (max: number) =>
  z.object({ en: optionalText(max), ar: optionalText(max) }).transform(({ en, ar }) => ({ en: en ?? null, ar: ar ?? null }));

// application_settings
export const applicationSettingsInput = z.object({
  store_name: bilingualText(100),
  phone: optionalPhoneField,
  whatsapp: optionalPhoneField,
  address: optionalBilingual(255),
  default_language: requiredChoice(LOCALES),
  /** What the storefront sends as `X-Storefront-Key` (`POST /api/storefront/product-views`): a secret. */
  storefront_key: optionalText(200).refine((key) => !key || key.length >= STOREFRONT_KEY_MIN, 'validation.storefront_key'),
});
export const applicationSettingsOut = z.object({
  store_name: bilingualOut,
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  address: z.object({ en: z.string().nullable(), ar: z.string().nullable() }),
  default_language: z.enum(LOCALES),
  ...secretOut('storefront_key'),
});

// email
export const emailSettingsInput = z.object({
  /** The SMTP server; empty: the server's environment (`SMTP_HOST`, else the outbox). */
  host: hostField,
  port: portField,
  username: optionalText(255),
  password: optionalText(255),
  /** The From address; empty: the environment's `MAIL_FROM`. */
  sender: emptyAsNull(emailAddress),
});
export const emailSettingsOut = z.object({
  host: z.string().nullable(),
  port: z.number(),
  username: z.string().nullable(),
  sender: z.string().nullable(),
  ...secretOut('password'),
});
export const testMailInput = z.object({ to: emailAddress });
export type TestMailInput = z.infer<typeof testMailInput>;

// themes
export const themesSettingsInput = z.object({ primary_color: colourField, template: requiredChoice(THEME_TEMPLATES) });
export const themesSettingsOut = z.object({ primary_color: z.string(), template: z.enum(THEME_TEMPLATES) });

// widgets
const widgetItem = z.object({ key: requiredChoice(HOME_WIDGETS), enabled: flagField });
export const widgetsSettingsInput = z.object({
  widgets: z
    .array(widgetItem)
    .max(HOME_WIDGETS.length, 'validation.too_many_items')
    .superRefine((widgets, context) => {
      const seen = new Set<string>();
      widgets.forEach((widget, i) => {
        if (seen.has(widget.key)) context.addIssue({ code: 'custom', path: [i, 'key'], message: 'validation.widget_exists' });
        seen.add(widget.key);
      });
    }),
});
export const widgetsSettingsOut = z.object({ widgets: z.array(z.object({ key: z.enum(HOME_WIDGETS), enabled: z.boolean() })) });

/**
 * The widgets as the home shows them: the stored ones in their order, then any widget never
 * stored (one added since) in the default order, shown.
 */
export function widgetsInOrder(stored: readonly { key: HomeWidget; enabled: boolean }[]) {
  const known = new Set(stored.map((w) => w.key));
  return [...stored, ...HOME_WIDGETS.filter((key) => !known.has(key)).map((key) => ({ key, enabled: true }))];
}

// social_links
export const socialLinksSettingsInput = z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, absoluteUrl])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof absoluteUrl>);
export const socialLinksSettingsOut = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string().nullable()])) as Record<(typeof SOCIAL_NETWORKS)[number], z.ZodNullable<z.ZodString>>,
);

// security
/** Two-step verification: stored here; the sign-in reads it (issue 37, two-step sign-in). */
export const securitySettingsInput = z.object({ two_factor: requiredChoice(TWO_FACTOR_MODES) });
export const securitySettingsOut = z.object({ two_factor: z.enum(TWO_FACTOR_MODES) });

/**
 * Every group: its input (the page's form; `PATCH` takes its partial), its answer, its secrets
 * (write-only, stored encrypted) and whether every signed-in user may read it (the theme the
 * dashboard wears, the widgets the home shows) or only holders of `settings.view`.
 */
export const settingsGroups = {
  application_settings: { input: applicationSettingsInput, out: applicationSettingsOut, secrets: ['storefront_key'], everyone: false },
  email: { input: emailSettingsInput, out: emailSettingsOut, secrets: ['password'], everyone: false },
  themes: { input: themesSettingsInput, out: themesSettingsOut, secrets: [], everyone: true },
  widgets: { input: widgetsSettingsInput, out: widgetsSettingsOut, secrets: [], everyone: true },
  social_links: { input: socialLinksSettingsInput, out: socialLinksSettingsOut, secrets: [], everyone: false },
  security: { input: securitySettingsInput, out: securitySettingsOut, secrets: [], everyone: false },
} as const;
export type SettingsGroup = keyof typeof settingsGroups;
export const SETTINGS_GROUPS = Object.keys(settingsGroups) as SettingsGroup[];

export type SettingsInputOf<G extends SettingsGroup> = z.output<(typeof settingsGroups)[G]['input']>;
export type SettingsOf<G extends SettingsGroup> = z.output<(typeof settingsGroups)[G]['out']>;
export type ApplicationSettings = SettingsOf<'application_settings'>;
export type EmailSettings = SettingsOf<'email'>;
export type ThemesSettings = SettingsOf<'themes'>;
export type WidgetsSettings = SettingsOf<'widgets'>;
export type SocialLinksSettings = SettingsOf<'social_links'>;
export type SecuritySettings = SettingsOf<'security'>;

/** `GET /api/dashboard/settings`: the groups the caller may see (the others left out). */
export const allSettingsOut = z.object(
  Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, settingsGroups[g].out.optional()])) as {
    [G in SettingsGroup]: z.ZodOptional<(typeof settingsGroups)[G]['out']>;
  },
);
export type AllSettings = z.output<typeof allSettingsOut>;

/** The primary colour until the themes page sets one (the app's own teal, `app/theme.ts`). */
export const DEFAULT_PRIMARY_COLOR = '#0f766e';

/** What a group holds before anything is stored. */
export const settingsDefaults: { [G in SettingsGroup]: SettingsInputOf<G> } = {
  application_settings: {
    store_name: { en: 'Matjar', ar: 'متجر' },
    phone: null,
    whatsapp: null,
    address: { en: null, ar: null },
    default_language: 'en',
    storefront_key: null,
  },
  email: { host: null, port: 587, username: null, password: null, sender: null },
  themes: { primary_color: DEFAULT_PRIMARY_COLOR, template: 'classic' },
  widgets: { widgets: HOME_WIDGETS.map((key) => ({ key, enabled: true })) },
  social_links: { facebook: null, instagram: null, x: null, tiktok: null, youtube: null, snapchat: null, linkedin: null },
  security: { two_factor: 'off' },
};
