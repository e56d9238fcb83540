import { isApiError } from './api/api-error';

/** Thrown by a route whose permission the user lacks; the error boundary shows the 403 screen. */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  constructor() {
    super('forbidden');
  }
}

/** The HTTP-like status an error page shows: 403, an API error's own status, else 500. */
export function statusOfError(error: unknown): number {
  if (error instanceof ForbiddenError) return 403;
  if (isApiError(error) && error.status >= 400) return error.status;
  return 500;
}
