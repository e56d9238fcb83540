import { describe, expect, it } from 'vitest';
import { safeRedirect } from './landing-path';

describe('safeRedirect', () => {
  it('follows paths inside the dashboard', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/dashboard/units?page=2&sort=-name')).toBe('/dashboard/units?page=2&sort=-name');
  });

  it('ignores other sites, other paths and the sign-in page itself', () => {
    for (const value of ['https://evil.example/dashboard', '//evil.example', '/dashboards', '/api/x', '/dashboard/login', '/dashboard/login?x=1', 42, undefined]) {
      expect(safeRedirect(value)).toBeUndefined();
    }
  });
});
