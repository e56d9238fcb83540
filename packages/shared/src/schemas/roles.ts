import { z } from 'zod';
import { allPermissions, permissionAreas } from '../permissions/catalogue.js';
import { nameText } from './common.js';

const known = new Set<string>([...allPermissions, ...permissionAreas.map((a) => `${a.area}.*`)]);

/** A catalogue name (`units.create`) or a whole area (`units.*`, the form's check-all). */
export const isKnownPermission = (name: string) => known.has(name);

/**
 * Spec §5: "Name should contain at least one letter and not be only numbers." (An empty
 * value is left to the "required" rule, so it gets one message.)
 */
export const roleName = nameText(100).refine((value) => value === '' || /\p{L}/u.test(value), 'validation.role_name');

/** Names from the catalogue or area wildcards; duplicates dropped, sorted. */
export const permissionList = z
  .array(z.string().refine(isKnownPermission, 'validation.unknown_permission'), { error: 'validation.invalid' })
  .max(500, 'validation.invalid')
  .transform((names) => [...new Set(names)].sort());

export const roleInput = z.object({ name: roleName, permissions: permissionList.default([]) });
export type RoleInput = z.infer<typeof roleInput>;

/** Either field may be left out; what is sent is checked as on create. */
export const roleUpdateInput = z.object({ name: roleName, permissions: permissionList }).partial();
export type RoleUpdateInput = z.infer<typeof roleUpdateInput>;

export const roleOut = z.object({
  id: z.number(),
  name: z.string(),
  /** The role that passes every check: it cannot be renamed, changed or deleted. */
  is_super_admin: z.boolean(),
  permissions: z.array(z.string()),
  users_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof roleOut>;

