import type { QueryBuilder, Model } from "objection";

/**
 * Only the rows written after `after` (a history page's `created_at__gt`). Clients hold the millisecond
 * ISO strings we sent; the column keeps microseconds, so the row they hold must not come back.
 */
export function createdAfter<M extends Model, R>(query: QueryBuilder<M, R>, after: string | undefined): QueryBuilder<M, R> {
  return after ? query.whereRaw("date_trunc('milliseconds', created_at) > ?", [new Date(after)]) : query;
}
