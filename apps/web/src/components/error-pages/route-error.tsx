import type { ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../../lib/api/api-error';
import { ForbiddenError, statusOfError } from '../../lib/route-errors';
import { ErrorPage } from './error-page';
import { ForbiddenPage } from './forbidden-page';
import { NotFoundPage } from './not-found-page';

/**
 * The router's error screen: 403 for a missing permission, 404 (with the server's message
 * when an API call answered it), otherwise the status page, 500 by default (spec §8).
 */
export function RouteError({ error }: ErrorComponentProps) {
  if (error instanceof ForbiddenError) return <ForbiddenPage />;
  const status = statusOfError(error);
  const message = isApiError(error) ? error.message : undefined;
  if (status === 404) return <NotFoundPage message={message} />;
  return <ErrorPage status={status} message={message} />;
}
