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
