import type { Locale } from '../constants.js';
import { actionLabels, allPermissions, permissionAreas } from './catalogue.js';
import { type PermissionHolder, isSuperAdmin } from './matcher.js';

/**
 * The grant rule (docs/permissions.md): no one hands out what they do not hold. A
 * permission is granted — to a role, or through a role to a user — only by someone who
 * holds it, wildcards counted as every action of their area. The Super Admin holds
 * everything. The API enforces this; the web forms use the same functions to show what
 * an editor cannot grant.
 */

/** What the Super Admin holds beyond every catalogue name: no role of anyone else covers it. */
const EVERYTHING = '*';

const wildcardAreas = new Map<string, readonly string[]>(
  permissionAreas.map((a) => [`${a.area}.*`, a.actions.map((action) => `${a.area}.${action}`)]),
);
const catalogueOrder = new Map([EVERYTHING, ...allPermissions].map((name, index) => [name, index]));
const byCatalogue = (a: string, b: string) =>
  (catalogueOrder.get(a) ?? Infinity) - (catalogueOrder.get(b) ?? Infinity) || a.localeCompare(b);

/**
 * The concrete names these permissions stand for, in catalogue order: `users.*` is every
 * `users.…` action. A name the catalogue does not know stays as it is.
 */
export function concretePermissions(names: readonly string[]): string[] {
  const out = new Set<string>();
  for (const name of names) {
    const area = wildcardAreas.get(name);
    if (name === EVERYTHING) for (const each of [EVERYTHING, ...allPermissions]) out.add(each);
    else if (area) for (const each of area) out.add(each);
    else out.add(name);
  }
  return [...out].sort(byCatalogue);
}

/** Every concrete permission the holder has; the Super Admin has them all, and more. */
export function heldPermissions(holder: PermissionHolder): ReadonlySet<string> {
  return new Set(concretePermissions(isSuperAdmin(holder) ? [EVERYTHING] : holder.permissions));
}

/** The concrete names among `names` the giver does not hold, so cannot grant; none for the Super Admin. */
export function ungrantable(giver: PermissionHolder, names: readonly string[]): string[] {
  if (isSuperAdmin(giver)) return [];
  const held = heldPermissions(giver);
  return concretePermissions(names).filter((name) => !held.has(name));
}

/**
 * What the target holds that the giver does not. Anything here puts the target out of the
 * giver's reach: not to be edited, reset, disabled, deleted or impersonated by them (for a
 * role: not to be edited or deleted).
 */
export function beyondReach(giver: PermissionHolder, target: PermissionHolder): string[] {
  if (isSuperAdmin(giver)) return [];
  // Of a Super Admin, all that matters is that it is one: not the whole catalogue it implies.
  if (isSuperAdmin(target)) return [EVERYTHING];
  return ungrantable(giver, target.permissions);
}

const separators = {
  en: { items: ', ', groups: '; ' },
  ar: { items: '، ', groups: '؛ ' },
} as const satisfies Record<Locale, unknown>;
const wholeArea = { en: 'all permissions', ar: 'كل الصلاحيات' } as const satisfies Record<Locale, string>;
const superAdminLabel = { en: 'Super Admin', ar: 'المدير العام' } as const satisfies Record<Locale, string>;

/**
 * Concrete permission names as a reader of the language says them, grouped by area in
 * catalogue order: "Users (Delete, Impersonate); Settings (all permissions)". Names the
 * catalogue does not know are shown as they are.
 */
export function describePermissions(names: readonly string[], locale: Locale): string {
  const wanted = new Set(names);
  const groups: string[] = [];
  if (wanted.has(EVERYTHING)) groups.push(superAdminLabel[locale]);
  for (const area of permissionAreas) {
    const actions = area.actions.filter((action) => wanted.has(`${area.area}.${action}`));
    if (actions.length === 0) continue;
    const whole = actions.length === area.actions.length && actions.length > 1;
    const labels = whole ? [wholeArea[locale]] : actions.map((action) => actionLabels[action]?.[locale] ?? action);
    groups.push(`${area.label[locale]} (${labels.join(separators[locale].items)})`);
  }
  const known = new Set([EVERYTHING, ...allPermissions]);
  groups.push(...[...wanted].filter((name) => !known.has(name)).sort());
  return groups.join(separators[locale].groups);
}
