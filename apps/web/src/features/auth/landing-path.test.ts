import { describe, expect, it } from 'vitest';
import type { Me } from '@matjar/shared';
import { landingPath, safeRedirect } from './landing-path';

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

describe('landingPath', () => {
  const me: Me = {
    id: 2,
    username: 'sara',
    email: 'sara@example.com',
    locale: null,
    must_change_password: false,
    roles: [],
    permissions: [],
    session_id: 's',
    version: 1,
    impersonator: null,
  };

  it('goes where the user was going, else to the dashboard', () => {
    expect(landingPath(me, '/dashboard/units')).toBe('/dashboard/units');
    expect(landingPath(me, 'https://evil.example')).toBe('/dashboard');
  });

  it('sends a user who must change their password to the new-password screen first', () => {
    const pending = { ...me, must_change_password: true };
    expect(landingPath(pending, undefined)).toBe('/dashboard/new-password');
    expect(landingPath(pending, '/dashboard/units?page=2')).toBe('/dashboard/new-password?redirect=%2Fdashboard%2Funits%3Fpage%3D2');
  });
});
