import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders.js';

describe('fillPlaceholders', () => {
  const quote = { quote: (value: unknown) => `«${String(value)}»` };

  it('fills values, and values through a named format', () => {
    expect(fillPlaceholders('{{count}} of {{ name , quote }}', { count: 0, name: 'Tea' }, quote)).toBe('0 of «Tea»');
  });

  it('leaves nothing for a missing value, and reads neither values nor formats through a prototype', () => {
    expect(fillPlaceholders('[{{name}}][{{constructor}}][{{x, toString}}]', { x: 'a' })).toBe('[][][a]');
    expect(fillPlaceholders('{{name}}', { name: null })).toBe('');
  });
});
