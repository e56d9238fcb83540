import { type Locale, type PermissionHolder, isSuperAdmin } from '@matjar/shared';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../lib/history.js';
import { actorOf, authOf } from '../../plugins/guard.js';

/** Who asks, as the account rules need it: the history actor, their rank and grants, session and language. */
export interface Caller {
  actor: Actor;
  /** Their roles and permissions as of this request: what they may grant (docs/permissions.md). */
  holder: PermissionHolder;
  userId: number;
  sessionId: string;
  impersonatorId: number | null;
  superAdmin: boolean;
  locale: Locale;
}

export function callerOf(request: FastifyRequest): Caller {
  const auth = authOf(request);
  return {
    actor: actorOf(request),
    holder: { roles: auth.roles, permissions: auth.permissions },
    userId: auth.userId,
    sessionId: auth.sessionId,
    impersonatorId: auth.impersonatorId,
    superAdmin: isSuperAdmin(auth),
    locale: request.locale,
  };
}
