import { describe, expect, it } from 'vitest';
import { newPasswordInput, passwordChangeInput } from './passwords.js';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('password schemas', () => {
  it('needs the confirmation to repeat the password, and says so alongside other errors', () => {
    expect(newPasswordInput.safeParse({ password: 'long enough', password_confirmation: 'long enough' }).success).toBe(true);
    expect(messagesOf(newPasswordInput.safeParse({ password: 'short', password_confirmation: 'other' }))).toEqual({
      password: 'validation.min_length', password_confirmation: 'validation.confirmed',
    });
    expect(messagesOf(newPasswordInput.safeParse({ password: 'long enough' }))).toEqual({ password_confirmation: 'validation.required' });
    // Not an object at all: a plain failure, never a crash in the confirmation rule.
    expect(newPasswordInput.safeParse(null).success).toBe(false);
  });

  it('requires the current password to change one’s own', () => {
    expect(messagesOf(passwordChangeInput.safeParse({ password: 'long enough', password_confirmation: 'long enough' }))).toEqual({
      current_password: 'validation.required',
    });
  });
});
