import { z } from 'zod';
import { emailAddress, newPassword } from './users.js';

export const passwordForgetInput = z.object({ email: emailAddress });
export type PasswordForgetInput = z.infer<typeof passwordForgetInput>;

const confirmation = z.string({ error: 'validation.required' }).max(255, 'validation.max_length');

type Typed = { password?: unknown; password_confirmation?: unknown } | null | undefined;

/**
 * The confirmation must repeat the password. Checked even when another field failed, so
 * every error shows at once; a missing confirmation gets only its "required".
 */
const confirmed = (value: Typed) => value?.password === value?.password_confirmation;
const confirmedRule = {
  path: ['password_confirmation'],
  message: 'validation.confirmed',
  when: (payload: { value: unknown }) => typeof (payload.value as Typed)?.password_confirmation === 'string',
};

/** A new password typed twice: restore links, the forced change at sign-in. */
export const newPasswordInput = z
  .object({ password: newPassword, password_confirmation: confirmation })
  .refine(confirmed, confirmedRule);
export type NewPasswordInput = z.infer<typeof newPasswordInput>;

/** Changing one's own password from the profile: the current one is required. */
export const passwordChangeInput = z
  .object({
    current_password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(1024),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .refine(confirmed, confirmedRule);
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

/** A valid restore link names the account it resets. */
export const restoreTokenOut = z.object({ email: z.string() });
