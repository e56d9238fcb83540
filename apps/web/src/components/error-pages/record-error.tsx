import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isApiError } from '../../lib/api/api-error';
import { statusOfError } from '../../lib/route-errors';
import { ListError } from '../data-table/data-table-states';
import { NotFoundPage } from './not-found-page';

/**
 * A record's screen (an order, a customer, a ticket) whose record did not load: the 404
 * screen, with the server's wording, when there is no such record (an old link, a deleted
 * one); otherwise the failure with a retry.
 */
export function RecordError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useTranslation();
  if (statusOfError(error) === 404) return <NotFoundPage message={isApiError(error) ? error.message : undefined} />;
  return <ListError error={error} onRetry={onRetry} title={t('errorPages.loadFailedTitle')} />;
}

/**
 * A record's screen until its query has the record: a loader while it loads, then
 * `RecordError` if it failed. `if (!query.isSuccess) return <RecordPending query={query} />;`
 * leaves the screen its record.
 */
export function RecordPending({ query }: { query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  if (query.isError) return <RecordError error={query.error} onRetry={query.refetch} />;
  return (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  );
}
