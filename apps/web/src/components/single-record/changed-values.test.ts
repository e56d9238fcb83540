import { describe, expect, it } from 'vitest';
import { changedValues } from './changed-values';

describe('changedValues', () => {
  it('keeps only the dirty fields, a nested field whole, and leaves an untouched secret out', () => {
    const values = { host: 'smtp.example.com', port: 25, password: '', name: { en: 'Shop', ar: 'متجر' } };
    expect(changedValues(values, { port: true, name: { ar: true } })).toEqual({ port: 25, name: { en: 'Shop', ar: 'متجر' } });
    expect(changedValues(values, {})).toEqual({});
    expect(changedValues(values, { password: true, name: { en: false } })).toEqual({ password: '' });
  });
});
