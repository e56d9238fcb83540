import type { Permission } from '@matjar/shared';

/** Who sees the settings home: anyone who may open one of its pages. */
export const SETTINGS_HOME_PERMISSION: Permission[] = ['settings.view', 'roles.view'];

export const SETTINGS_SECTIONS = ['store', 'appearance', 'communication', 'access'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/**
 * The pages the settings home lists, by section, in order: their texts are
 * `settings:pages.<key>.title|description`. A page the user may not open is not listed.
 */
export const SETTINGS_PAGES = [
  { key: 'application_settings', section: 'store', to: '/dashboard/settings/application_settings', permission: 'settings.view' },
  { key: 'social_links', section: 'store', to: '/dashboard/settings/social_links', permission: 'settings.view' },
  { key: 'themes', section: 'appearance', to: '/dashboard/settings/themes', permission: 'settings.view' },
  { key: 'widgets', section: 'appearance', to: '/dashboard/settings/widgets', permission: 'settings.view' },
  { key: 'email', section: 'communication', to: '/dashboard/settings/email', permission: 'settings.view' },
  { key: 'security', section: 'access', to: '/dashboard/settings/security', permission: 'settings.view' },
  { key: 'roles_permissions', section: 'access', to: '/dashboard/settings/roles_permissions', permission: 'roles.view' },
] as const satisfies readonly { key: string; section: SettingsSection; to: string; permission: Permission }[];
export type SettingsPageKey = (typeof SETTINGS_PAGES)[number]['key'];
