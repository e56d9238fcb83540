import { foldForSearch } from '@matjar/shared';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.js';
import { ftsString, servedByTrigrams } from '../../lib/full-text.js';
import { whereSearch } from '../../lib/list.js';

/**
 * Narrows a query over `customers` to those whose folded search text (name, code, phones,
 * e-mail; `customerSearchText`) holds the folded `search` anywhere. SQLite looks it up in
 * `customers_fts` (migration 0007), PostgreSQL's `customers_search_trgm` serves the LIKE;
 * a term under three characters is a LIKE on both.
 */
export function whereCustomerText<Q extends SelectQueryBuilder<any, any, any>>(query: Q, dialect: Dialect, search: string | undefined): Q {
  const folded = search ? foldForSearch(search) : '';
  if (!folded) return query;
  if (dialect === 'sqlite' && servedByTrigrams(folded)) {
    return query.where(sql<boolean>`customers.id in (select rowid from customers_fts where customers_fts match ${ftsString(folded)})`) as Q;
  }
  return whereSearch(query, 'customers.search_text', folded) as Q;
}
