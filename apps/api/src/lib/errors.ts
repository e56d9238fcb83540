import type { MessageParams } from '@matjar/shared';

/**
 * An error the client should see. `key` names a message in the shared catalogue
 * (`errors.forbidden`); the error handler translates it into the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly params: MessageParams = {},
    /** Field errors as message keys per dotted path: `{ email: ['validation.unique'] }`. */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(key);
  }
}

export const unauthenticated = (key = 'errors.unauthenticated') => new AppError(401, key);
export const forbidden = () => new AppError(403, 'errors.forbidden');
export const notFound = () => new AppError(404, 'errors.not_found');
export const conflict = (key = 'errors.conflict', params: MessageParams = {}) => new AppError(409, key, params);

/** A 429 that says when to try again: the error handler sends it as `Retry-After` (RFC 9110). */
export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'errors.rate_limited');
  }
}
/** `seconds` is the real remaining wait; the header takes whole seconds, and never 0 (that would invite an instant retry). */
export const tooManyAttempts = (seconds: number) => new TooManyAttempts(Math.max(1, Math.ceil(seconds)));
/** A 422 for one field, e.g. a uniqueness rule the schema alone cannot check. */
export const fieldError = (field: string, key: string) =>
  new AppError(422, 'errors.validation_failed', {}, { [field]: [key] });
/** A 422 for several fields (`items.2.product_id`), each with its message key. */
export const fieldErrors = (errors: [field: string, key: string][]) =>
  new AppError(422, 'errors.validation_failed', {}, Object.fromEntries(errors.map(([field, key]) => [field, [key]])));
