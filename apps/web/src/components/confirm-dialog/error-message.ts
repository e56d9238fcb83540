import { isApiError } from '../../lib/api/api-error';
import { i18n } from '../../lib/i18n/i18n';

/** What to tell the user about a failed call: the server's own (translated) message, else the generic one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : i18n.t('errors:server_error');
}
