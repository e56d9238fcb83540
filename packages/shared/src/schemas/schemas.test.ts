import { describe, expect, it } from 'vitest';
import { loginInput } from './auth.js';
import { idList, listQuery } from './common.js';
import { customerInput } from './customers.js';
import { requiredId } from './form-fields.js';
import { unitInput } from './units.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('unit schema', () => {
  it('requires both names, trimmed', () => {
    expect(messagesOf(unitInput.safeParse({ name: { en: '  ', ar: undefined } }))).toEqual({
      'name.en': 'validation.required',
      'name.ar': 'validation.required',
    });
    expect(unitInput.parse({ name: { en: ' Box ', ar: 'علبة' } })).toEqual({ name: { en: 'Box', ar: 'علبة' } });
  });

  it('limits name length', () => {
    expect(messagesOf(unitInput.safeParse({ name: { en: 'x'.repeat(101), ar: 'ع' } }))['name.en']).toBe('validation.max_length');
  });

  it('takes batch ids as numbers or numeric strings, at least one', () => {
    expect(idList.parse(['3', 4])).toEqual([3, 4]);
    expect(idList.safeParse([]).success).toBe(false);
    expect(idList.safeParse(['x']).success).toBe(false);
  });
});

describe('login schema', () => {
  it('needs an e-mail or a username, and a password', () => {
    expect(loginInput.safeParse({ username: 'admin', password: 'x' }).success).toBe(true);
    expect(messagesOf(loginInput.safeParse({ password: 'x' }))).toEqual({ email: 'validation.required' });
    expect(messagesOf(loginInput.safeParse({ email: 'a@b.c' }))).toEqual({ password: 'validation.required' });
    expect(messagesOf(loginInput.safeParse({}))).toEqual({ email: 'validation.required', password: 'validation.required' });
  });
});

describe('list query', () => {
  it('coerces paging and caps the page size at 10000', () => {
    expect(listQuery.parse({ page: '2', perPage: '10000' })).toMatchObject({ page: 2, perPage: 10000 });
    expect(listQuery.safeParse({ perPage: '10001' }).success).toBe(false);
  });
});

describe('selects', () => {
  it('report an empty choice (left out, empty text, or the null of a cleared select) as required', () => {
    for (const empty of [undefined, '', null]) {
      expect(messagesOf(customerInput.safeParse({ name: 'Mona', phone: '01001234567', status: empty })), String(empty)).toEqual(
        empty === undefined ? {} : { status: 'validation.required' },
      );
      expect(requiredId.safeParse(empty).error?.issues[0]?.message, String(empty)).toBe('validation.required');
    }
    expect(messagesOf(customerInput.safeParse({ name: 'Mona', phone: '01001234567', status: 'asleep' }))).toEqual({ status: 'validation.invalid' });
    expect(requiredId.safeParse('x').error?.issues[0]?.message).toBe('validation.invalid');
  });
});
