import { z } from 'zod';
import { LOCALES, PASSWORD_MIN_LENGTH } from '../constants.js';
import { hasHiddenCharacters } from '../text/names.js';
import { idList, listQuery, nameText } from './common.js';
import { idQuery } from './form-fields.js';

/**
 * Form values arrive as JSON booleans or, from multipart forms and query strings, as
 * 'true'/'false'/'1'/'0'.
 */
export const formFlag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: 'validation.invalid' }),
);

/** Stored lower-case: sign-in looks accounts up by the lower-cased address. */
export const emailAddress = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(255, 'validation.max_length')
  .pipe(z.email({ error: 'validation.invalid_email' }));

export const newPassword = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN_LENGTH, { error: (issue) => (issue.input === '' ? 'validation.required' : 'validation.min_length') })
  .max(255, 'validation.max_length');

/**
 * Letters of any script, digits, `.`, `_`, `-`: never an `@`, so no username reads as an
 * address. (An empty value is left to the "required" rule, so it gets one message.)
 */
export const username = nameText(100).refine(
  // Invisible characters have their own message (nameText).
  (value) => value === '' || hasHiddenCharacters(value) || /^[\p{L}\p{N}._-]+$/u.test(value),
  'validation.username_format',
);

const userFields = {
  username,
  email: emailAddress,
  role_ids: idList,
  is_active: formFlag,
  must_change_password: formFlag,
  /** Mails the username and the password just set to the user, in their language. */
  send_credentials: formFlag,
};

export const userCreateInput = z.object({
  ...userFields,
  password: newPassword,
  is_active: formFlag.default(true),
  must_change_password: formFlag.default(false),
  send_credentials: formFlag.default(false),
});
export type UserCreateInput = z.infer<typeof userCreateInput>;

/**
 * Every field optional; an empty password (a form's untouched field) keeps the current one.
 * `send_credentials` only mails when a new password is given.
 */
export const userUpdateInput = z.object({
  ...userFields,
  password: z.preprocess((value) => (value === '' || value === null ? undefined : value), newPassword.optional()),
}).partial();
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

export const userListQuery = listQuery.extend({
  role_id: idQuery,
  is_active: formFlag.optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const roleRefOut = z.object({ id: z.number(), name: z.string() });

/** What the users list and a user's own session (`/me`) both show of an account. */
export const accountOut = { id: z.number(), username: z.string(), email: z.string(), locale: z.string().nullable() };

export const userOut = z.object({
  ...accountOut,
  is_active: z.boolean(),
  must_change_password: z.boolean(),
  roles: z.array(roleRefOut),
  password_changed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userOut>;

/** The signed-in user's own settings: only the language is theirs to change here. */
export const profileInput = z.object({
  locale: z.enum(LOCALES, { error: 'validation.invalid' }).nullable(),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const profileOut = userOut.omit({ is_active: true });
export type Profile = z.infer<typeof profileOut>;

/** A one-time token for `POST /api/impersonate/{token}`, valid `expires_in` seconds. */
export const impersonationTokenOut = z.object({ token: z.string(), expires_in: z.number() });
