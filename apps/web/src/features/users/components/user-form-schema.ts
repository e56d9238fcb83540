import { userCreateInput, userUpdateInput } from '@matjar/shared';
import { z } from 'zod';

/** What the user form edits: the API's fields plus the password typed twice. */
export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  role_ids: number[];
  is_active: boolean;
  must_change_password: boolean;
  send_credentials: boolean;
}

type Typed = { password?: unknown; password_confirmation?: unknown } | null | undefined;

/**
 * The confirmation must repeat the password whenever one is typed. Checked even when
 * another field failed (`when`), so every mistake shows at once.
 */
const confirmation = {
  path: ['password_confirmation'],
  message: 'validation.confirmed',
  when: (payload: { value: unknown }) => typeof (payload.value as Typed)?.password_confirmation === 'string',
};
const repeated = (value: Typed) => !value?.password || value.password === value.password_confirmation;

/** The shared schemas, extended with the UI-only confirmation field. */
export const userCreateForm = userCreateInput.extend({ password_confirmation: z.string() }).refine(repeated, confirmation);
export const userUpdateForm = userUpdateInput.extend({ password_confirmation: z.string() }).refine(repeated, confirmation);

/** What the form hands on once its schema passed: every field of a new user, or what an edit may send. */
export type UserFormOutput = z.output<typeof userCreateForm> | z.output<typeof userUpdateForm>;
