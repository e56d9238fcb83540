import { describe, expect, it } from 'vitest';
import { toFormData } from './to-form-data';

const entries = (form: FormData) => [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']);

describe('toFormData', () => {
  it('writes nested objects and arrays as bracket keys', () => {
    const form = toFormData({
      name: { en: 'Box', ar: 'علبة' },
      variants: [{ name: 'Size', values: ['S', 'M'] }],
      _method: 'PATCH',
    });
    expect(entries(form)).toEqual([
      ['name[en]', 'Box'],
      ['name[ar]', 'علبة'],
      ['variants[0][name]', 'Size'],
      ['variants[0][values][0]', 'S'],
      ['variants[0][values][1]', 'M'],
      ['_method', 'PATCH'],
    ]);
  });

  it('keeps files, writes scalars as text, drops undefined and empties null', () => {
    const image = new Blob(['x'], { type: 'image/png' });
    const form = toFormData({
      image,
      price: 12.5,
      active: false,
      start: new Date('2025-01-02T03:04:05.000Z'),
      note: undefined,
      parent: null,
    });
    expect(entries(form)).toEqual([
      ['image', 'file'],
      ['price', '12.5'],
      ['active', 'false'],
      ['start', '2025-01-02T03:04:05.000Z'],
      ['parent', ''],
    ]);
    expect(form.get('image')).toBeInstanceOf(Blob);
  });
});
