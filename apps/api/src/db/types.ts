import type { Generated } from 'kysely';

/** Row shapes as stored. Flags are 0/1 (SQLite) or booleans (PostgreSQL): read with Boolean(). */
export interface Database {
  app_secrets: { key: string; value: string };
  users: {
    id: Generated<number>;
    username: string;
    email: string;
    password_hash: string;
    is_active: number | boolean;
    must_change_password: number | boolean;
    locale: string | null;
    version: number;
    /** Null until the password is first changed after the account was created. */
    password_changed_at: string | null;
    created_at: string;
    updated_at: string;
  };
  roles: { id: Generated<number>; name: string; created_at: string; updated_at: string };
  role_permissions: { role_id: number; permission: string };
  user_roles: { user_id: number; role_id: number };
  sessions: {
    id: string;
    user_id: number;
    impersonator_id: number | null;
    ip: string | null;
    user_agent: string | null;
    created_at: string;
    expires_at: string;
    revoked_at: string | null;
  };
  refresh_tokens: {
    token_hash: string;
    session_id: string;
    created_at: string;
    used_at: string | null;
  };
  password_reset_tokens: {
    token_hash: string;
    user_id: number;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  impersonation_tokens: {
    token_hash: string;
    user_id: number;
    impersonator_id: number;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  auth_failures: { id: Generated<number>; key: string; created_at: string };
  history: {
    id: Generated<number>;
    user_id: number | null;
    impersonator_id: number | null;
    action: string;
    model: string;
    model_id: string | null;
    before: string | null;
    after: string | null;
    ip: string | null;
    created_at: string;
  };
  units: {
    id: Generated<number>;
    name_en: string;
    name_ar: string;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
}
