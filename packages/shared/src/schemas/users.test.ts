import { describe, expect, it } from 'vitest';
import { userCreateInput, userListQuery, userUpdateInput } from './users.js';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('user schemas', () => {
  const valid = { username: 'sara', email: ' Sara@Example.COM ', password: 'long enough', role_ids: ['2'] };

  it('normalises the e-mail, coerces role ids, defaults the flags', () => {
    expect(userCreateInput.parse(valid)).toEqual({
      username: 'sara', email: 'sara@example.com', password: 'long enough', role_ids: [2],
      is_active: true, must_change_password: false, send_credentials: false,
    });
  });

  it('gives one message key per broken rule', () => {
    expect(messagesOf(userCreateInput.safeParse({ username: '', email: 'nope', password: '', role_ids: [] }))).toEqual({
      username: 'validation.required', email: 'validation.invalid_email', password: 'validation.required', role_ids: 'validation.required',
    });
    expect(messagesOf(userCreateInput.safeParse({ ...valid, username: 'sara@x', password: 'short' }))).toEqual({
      username: 'validation.username_format', password: 'validation.min_length',
    });
    expect(userCreateInput.safeParse({ ...valid, username: 'سارة_1' }).success).toBe(true);
  });

  it('takes form flags as strings, and leaves everything optional on update', () => {
    expect(userCreateInput.parse({ ...valid, is_active: 'false', must_change_password: '1' })).toMatchObject({ is_active: false, must_change_password: true });
    expect(messagesOf(userCreateInput.safeParse({ ...valid, is_active: 'maybe' }))).toEqual({ is_active: 'validation.invalid' });
    expect(userUpdateInput.parse({})).toEqual({});
    expect(userUpdateInput.parse({ password: '' })).toEqual({ password: undefined });
    expect(messagesOf(userUpdateInput.safeParse({ password: 'short' }))).toEqual({ password: 'validation.min_length' });
    expect(userListQuery.parse({ is_active: '0', role_id: '3' })).toMatchObject({ is_active: false, role_id: 3 });
  });
});
