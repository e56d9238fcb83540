import { type Locale, isLocale, translateMessage } from '@matjar/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { isoIn, nowIso } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { recordHistory } from '../../lib/history.js';
import { authRepository as auth, hashPassword, hashToken, newRefreshToken, refuseWhileOverLimit } from '../auth/index.js';
import { type Mailer, passwordResetMail } from '../mail/index.js';
import { loadUser, usersRepository as users } from '../users/index.js';
import * as repo from './passwords.repository.js';

/** A reset link works once, within this many minutes of being mailed. */
export const RESET_LINK_MINUTES = 60;

export function createPasswordsService(db: Db, mailer: Mailer, config: Config) {
  const limit = config.loginLimit;

  /** The live token's row, else 422 (never issued) or 410 (used, expired, or account disabled). */
  async function liveToken(token: string) {
    const row = await repo.findResetToken(db, hashToken(token));
    if (!row) throw new AppError(422, 'errors.reset_link_invalid');
    if (row.used_at || row.expires_at <= nowIso() || !row.is_active) throw new AppError(410, 'errors.reset_link_expired');
    return row;
  }

  /**
   * Mails a reset link to an active account with this address. The answer is the same
   * whether or not there is one, and is sent before the mail is, so neither its words nor
   * its timing tell. Requests are counted per address and per client like failed sign-ins.
   */
  async function forget(email: string, ip: string, locale: Locale) {
    const [byEmail, byAddress] = [`reset:${email}`, `reset-address:${ip}`];
    const keys = [byEmail, byAddress];
    const since = isoIn(-limit.windowSeconds);
    await refuseWhileOverLimit(db, [[byEmail, limit.perAccount], [byAddress, limit.perAddress]], limit.windowSeconds);

    // Same randomness and hashing as refresh tokens: 256 bits, only the SHA-256 stored.
    const token = newRefreshToken();
    const user = await db.transaction().execute(async (trx) => {
      await auth.recordFailures(trx, keys);
      const found = await users.findActiveUserByEmail(trx, email);
      if (found) {
        await repo.replaceResetToken(trx, { token_hash: hashToken(token), user_id: found.id, expires_at: isoIn(RESET_LINK_MINUTES * 60) });
      }
      return found;
    });
    await auth.pruneFailures(db, since);
    if (user) {
      const mailLocale = isLocale(user.locale) ? user.locale : locale;
      mailer.sendLater({
        to: user.email,
        ...passwordResetMail(mailLocale, {
          username: user.username,
          link: `${config.appUrl}/dashboard/password/restore/${token}`,
          minutes: RESET_LINK_MINUTES,
        }),
      });
    }
    return translateMessage(locale, 'messages.password_reset_sent');
  }

  async function check(token: string) {
    const row = await liveToken(token);
    return { email: row.email };
  }

  /** Sets the new password, spends the link and ends every session of the account. */
  async function restore(token: string, password: string, ip: string) {
    const { user_id: userId } = await liveToken(token);
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      if (!(await repo.claimResetToken(trx, hashToken(token)))) throw new AppError(410, 'errors.reset_link_expired');
      const before = await loadUser(trx, userId);
      await users.updateUser(trx, userId, { password_hash: passwordHash, password_changed_at: nowIso(), must_change_password: 0 });
      await users.revokeSessionsOf(trx, userId);
      // The owner of the mailbox proved who they are; a lock from wrong guesses is over.
      await auth.clearFailures(trx, `user:${userId}`);
      const after = await loadUser(trx, userId);
      await recordHistory(trx, { userId, impersonatorId: null, ip }, { action: 'updated', model: 'users', modelId: userId, before, after });
    });
  }

  return { forget, check, restore };
}
export type PasswordsService = ReturnType<typeof createPasswordsService>;
