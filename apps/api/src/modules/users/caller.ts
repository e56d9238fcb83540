import { type Locale, isSuperAdmin } from '@matjar/shared';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../lib/history.js';
import { actorOf, authOf } from '../../plugins/guard.js';

/** Who asks, as the account rules need it: the history actor, their rank, session and language. */
export interface Caller {
  actor: Actor;
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
    userId: auth.userId,
    sessionId: auth.sessionId,
    impersonatorId: auth.impersonatorId,
    superAdmin: isSuperAdmin(auth),
    locale: request.locale,
  };
}
