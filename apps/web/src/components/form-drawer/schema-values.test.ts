import { addressInput, brandInput, currencyInput, customerInput, ticketInput } from '@matjar/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf, schemaValues } from './schema-values';

describe('schemaValues', () => {
  it('starts each field as the form holds it empty, by the schema', () => {
    const schema = z.object({
      title: z.string().trim(),
      note: z.preprocess((value) => value, z.string().nullable()).optional(),
      parent_id: z.number().nullable(),
      kind: z.enum(['a', 'b']),
      status: z.enum(['on', 'off']).default('on'),
      shown: z.boolean(),
      tags: z.array(z.string()),
      name: z.object({ en: z.string(), ar: z.string() }),
      file: z.custom<Blob>(() => true).optional(),
    });
    expect(schemaValues(schema)).toEqual({
      title: '',
      note: '',
      parent_id: null,
      kind: null,
      status: 'on',
      shown: false,
      tags: [],
      name: { en: '', ar: '' },
    });
  });

  it('reads the shared schemas: ids and choices null, texts empty, defaults kept, a file left out', () => {
    expect(schemaValues(addressInput)).toMatchObject({ title: '', mobile: '', extra_phone: '', country_id: null, zip_code: '' });
    expect(schemaValues(customerInput)).toEqual({ name: '', phone: '', additional_phone: '', email: '', status: 'active' });
    expect(schemaValues(ticketInput)).toMatchObject({ subject: '', department: null, phone: '', description: '' });
    expect(schemaValues(currencyInput)).toMatchObject({ name: { en: '', ar: '' }, code: null, exchange_rate: '' });
    expect(schemaValues(brandInput)).toEqual({ name: { en: '', ar: '' } });
  });

  it("puts the record's own values over them, a null text as empty, then the form's overrides", () => {
    const record = { id: 7, name: 'Mona', phone: '+201001234567', additional_phone: null, email: null, status: 'inactive', created_at: 'x' };
    expect(schemaValues(customerInput, record)).toEqual({
      name: 'Mona',
      phone: '+201001234567',
      additional_phone: '',
      email: '',
      status: 'inactive',
    });
    expect(schemaValues(customerInput, null, { status: 'inactive' })).toMatchObject({ name: '', status: 'inactive' });
    expect(schemaValues(addressInput, { country_id: null, title: null })).toMatchObject({ country_id: null, title: '' });
  });
});

describe('maxLengthOf', () => {
  it('finds a nested text limit through the schema wrappers', () => {
    expect(maxLengthOf(brandInput, 'name.en')).toBe(100);
    expect(maxLengthOf(z.object({ a: z.object({ b: z.preprocess((v) => v, z.string().max(7)).optional() }) }), 'a.b')).toBe(7);
    expect(maxLengthOf(z.object({ a: z.number() }), 'a')).toBeUndefined();
    expect(maxLengthOf(z.object({ a: z.string() }), 'b')).toBeUndefined();
  });
});
