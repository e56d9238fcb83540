/** The demo accounts the seed creates on every fresh server (apps/api/src/db/seed.ts). */
export const DEMO_PASSWORD = 'password123';

/** An account that signs in with DEMO_PASSWORD: a demo one, or one a test created. */
export interface DemoUser {
  readonly email: string;
  readonly username: string;
}

export const users = {
  admin: { email: 'admin@example.com', username: 'admin' },
  catalogue: { email: 'catalogue@example.com', username: 'catalogue' },
  orders: { email: 'orders@example.com', username: 'orders' },
  support: { email: 'support@example.com', username: 'support' },
} as const satisfies Record<string, DemoUser>;
