import type { LoginThrottleConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { tooManyAttempts } from '../../lib/errors.js';
import * as repo from './login-throttle.repository.js';

/**
 * Who is signing in, as the throttle counts it. `account` names the account (`user:7`, or
 * the typed name when no account has it, so unknown names cost the same); `address` is
 * the client's address.
 */
export interface SignInSubject {
  account: string;
  address: string;
  /** When the account's password last changed: failures before it were against another password. */
  passwordChangedAt: string | null;
}

/** A counted try: say how it ended once the password has been checked. */
export interface SignInAttempt {
  /** The password was right: the account's count from this address ends, the address gets its try back. */
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/** Seconds to wait after `failures` failures when `free` of them need no wait: none, then doubling, capped. */
export function delayAfter(failures: number, free: number, policy: LoginThrottleConfig): number {
  if (failures < free) return 0;
  return Math.min(policy.maxDelaySeconds, policy.delaySeconds * 2 ** Math.min(failures - free, 30));
}

const addIso = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

/**
 * Growing delays between failed sign-ins, kept in the database. Two counts are kept: the
 * account tried from this address (tight: a few free tries), and the address across every
 * account (loose: it catches one address spraying many accounts). Neither counts the
 * account alone, so no one can hold the owner back by failing from somewhere else.
 *
 * A try is counted before the password is checked (and given back to the address when it
 * was right): a burst of parallel guesses cannot all pass the check before any is counted.
 */
export function createLoginThrottle(db: Db, policy: LoginThrottleConfig) {
  const keysOf = (subject: SignInSubject) => ({
    pair: `login:${subject.account}|${subject.address}`,
    address: `login-address:${subject.address}`,
  });

  /** The row as it stands for this subject now: forgotten after a quiet spell or a password change. */
  function current(row: repo.ThrottleRow, subject: SignInSubject, now: number, isPair: boolean): repo.ThrottleRow {
    const quiet = Date.parse(row.last_failure_at) < now - policy.forgetSeconds * 1000;
    const passwordSince = isPair && subject.passwordChangedAt !== null && row.last_failure_at < subject.passwordChangedAt;
    return quiet || passwordSince ? { ...row, failures: 0, retry_at: new Date(now).toISOString() } : row;
  }

  /** Counts a try, or refuses it with 429 and the seconds until either count allows one. */
  async function begin(subject: SignInSubject): Promise<SignInAttempt> {
    const keys = keysOf(subject);
    const freeOf = (key: string) => (key === keys.pair ? policy.freeAttempts : policy.addressFreeAttempts);
    const waitMs = await db.transaction().execute(async (trx) => {
      const now = Date.now();
      const nowIso = new Date(now).toISOString();
      const rows = (await repo.lockThrottles(trx, [keys.pair, keys.address], nowIso)).map((row) =>
        current(row, subject, now, row.key === keys.pair),
      );
      const wait = Math.max(0, ...rows.map((row) => Date.parse(row.retry_at) - now));
      if (wait > 0) return wait;
      for (const row of rows) {
        const failures = row.failures + 1;
        await repo.saveThrottle(trx, {
          key: row.key,
          failures,
          last_failure_at: nowIso,
          retry_at: addIso(nowIso, delayAfter(failures, freeOf(row.key), policy)),
        });
      }
      return 0;
    });
    if (waitMs > 0) throw tooManyAttempts(waitMs / 1000);

    return {
      succeeded: () =>
        db.transaction().execute(async (trx) => {
          await repo.deleteThrottle(trx, keys.pair);
          const [row] = await repo.lockThrottles(trx, [keys.address], new Date().toISOString());
          if (!row) return;
          const failures = Math.max(0, row.failures - 1);
          if (failures === 0) {
            await repo.deleteThrottle(trx, keys.address);
            return;
          }
          const delay = delayAfter(failures, policy.addressFreeAttempts, policy);
          await repo.saveThrottle(trx, { ...row, failures, retry_at: addIso(row.last_failure_at, delay) });
        }),
      failed: async () => {
        await repo.pruneThrottles(db, new Date(Date.now() - policy.forgetSeconds * 1000).toISOString());
      },
    };
  }

  return { begin };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
