import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';

vi.mock('../../../lib/api/api-fetch', () => ({ apiFetch: vi.fn(), apiDownload: vi.fn() }));
const { importReport } = await import('./products-csv');

describe('importReport', () => {
  it('reads the rows of a refused import back from its field errors', () => {
    const error = new ApiError(422, 'The file has errors', {
      'rows.3.selling_price': ['The price cannot be zero'],
      'rows.12.name_en': ['English name is required', 'Too long'],
      file: ['ignored'],
    });
    expect(importReport(error)).toEqual([
      { row: 3, field: 'selling_price', message: 'The price cannot be zero' },
      { row: 12, field: 'name_en', message: 'English name is required' },
      { row: 12, field: 'name_en', message: 'Too long' },
    ]);
  });

  it('has nothing for other failures', () => {
    expect(importReport(new ApiError(500, 'down'))).toEqual([]);
    expect(importReport(new Error('x'))).toEqual([]);
  });
});
