import { z } from 'zod';
import { accountOut, roleRefOut } from './users.js';

/** `email` also accepts a username; `username` is accepted too (ARCHITECTURE.md). */
export const loginInput = z
  .object({
    email: z.string().trim().max(255).optional(),
    username: z.string().trim().max(255).optional(),
    password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(1024),
    provider: z.string().max(50).optional(),
  })
  .refine((body) => Boolean(body?.email || body?.username), {
    path: ['email'],
    message: 'validation.required',
    // Checked even when the password is missing too, so both errors show at once.
    when: () => true,
  });
export type LoginInput = z.infer<typeof loginInput>;

export const refreshInput = z.object({
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(512),
  provider: z.string().max(50).optional(),
});

export const tokenPairOut = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  token_type: z.literal('Bearer'),
});
export type TokenPair = z.infer<typeof tokenPairOut>;

export const meOut = z.object({
  ...accountOut,
  must_change_password: z.boolean(),
  roles: z.array(roleRefOut),
  permissions: z.array(z.string()),
  session_id: z.string(),
  version: z.number(),
  /** Who is signed in as this user (impersonation), or null for the user's own session. */
  impersonator: z.object({ id: z.number(), username: z.string() }).nullable(),
});
export type Me = z.infer<typeof meOut>;
