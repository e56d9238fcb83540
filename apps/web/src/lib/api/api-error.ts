import { i18n } from '../i18n/i18n';

/** Field errors as the API sends them: dotted paths (`name.en`, `variants.0.values`). */
export type FieldErrors = Record<string, string[]>;

/**
 * An error answer of the API (`{ message, errors? }`, already in the request's language),
 * or status 0 when no answer came back (offline, server down).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to tell the user about a failed call: the server's own (translated) message, else the generic one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : i18n.t('errors:server_error');
}
