import { isDeepStrictEqual } from 'node:util';
import type { SiteView } from '@dorsal/core';
import type { SiteRow } from './sites.repository.ts';

/** A site as its editor reads it. */
export function siteView(row: SiteRow): SiteView {
  return {
    id: row.id,
    organizerId: row.organizerId,
    host: row.host,
    shortPath: row.shortPath,
    draft: row.draft,
    publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
    unpublishedChanges: !isDeepStrictEqual(row.draft, row.published),
    hasPrevious: row.previous !== null,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
