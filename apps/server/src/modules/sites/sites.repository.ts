import type { SiteConfig } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../db/database.ts';

const siteColumns = ['sites.id', 'sites.organizerId', 'sites.host', 'sites.shortPath', 'sites.draft', 'sites.published', 'sites.previous', 'sites.publishedAt', 'sites.updatedAt'] as const;
const json = (config: SiteConfig | null) => (config === null ? null : JSON.stringify(config));

/** Organizer websites and their form answers (migration 20261129030000). */
export function createSitesRepository(db: Db) {
  return {
    list(organizerId: number) {
      return db.selectFrom('sites').select(siteColumns).where('organizerId', '=', organizerId).orderBy('id').execute();
    },

    find(id: number, executor: DbExecutor = db, forUpdate = false) {
      let query = executor.selectFrom('sites').select(siteColumns).where('id', '=', id);
      if (forUpdate) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    /** The site a host name serves (what is published and since when), with its organizer's name; undefined for an unknown host. */
    findByHost(host: string) {
      return db
        .selectFrom('sites')
        .innerJoin('organizers as o', 'o.id', 'sites.organizerId')
        .select(['sites.id', 'sites.organizerId', 'sites.published', 'sites.publishedAt', 'o.name as organizerName'])
        .where('sites.host', '=', host)
        .executeTakeFirst();
    },

    async hostTaken(host: string, exceptId: number | null, executor: DbExecutor = db): Promise<boolean> {
      let query = executor.selectFrom('sites').select('id').where('host', '=', host);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(trx: Trx, site: { organizerId: number; host: string; draft: SiteConfig }): Promise<number> {
      const { id } = await trx.insertInto('sites').values({ ...site, draft: JSON.stringify(site.draft) }).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** A published site at once (the demo seed). */
    async seed(site: { organizerId: number; host: string; shortPath?: string; config: SiteConfig }): Promise<number> {
      const config = JSON.stringify(site.config);
      const { id } = await db
        .insertInto('sites')
        .values({ organizerId: site.organizerId, host: site.host, shortPath: site.shortPath ?? null, draft: config, published: config, publishedAt: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async saveDraft(trx: Trx, id: number, site: { host: string; shortPath: string | null; draft: SiteConfig }) {
      await trx.updateTable('sites').set({ host: site.host, shortPath: site.shortPath, draft: JSON.stringify(site.draft), updatedAt: new Date() }).where('id', '=', id).execute();
    },

    /** The host of the published site a short path on the main host opens; undefined when none does. */
    async publishedHostByShortPath(path: string): Promise<string | undefined> {
      const row = await db.selectFrom('sites').select('host').where('shortPath', '=', path).where('published', 'is not', null).executeTakeFirst();
      return row?.host;
    },

    /** Visitors see `published` from now on; what they saw before becomes `previous`. */
    async publish(trx: Trx, id: number, versions: { published: SiteConfig; previous: SiteConfig | null; draft?: SiteConfig }) {
      await trx
        .updateTable('sites')
        .set({
          published: json(versions.published),
          previous: json(versions.previous),
          ...(versions.draft ? { draft: JSON.stringify(versions.draft) } : {}),
          publishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** The organizer's events a site may show: public ones (not drafts), soonest first. */
    publicEvents(organizerId: number, executor: DbExecutor = db) {
      return executor
        .selectFrom('events')
        .select(['id', 'name', 'logoUrl', 'eventDate', 'startTime', 'place', 'city', 'status', 'hasWebsite'])
        .where('organizerId', '=', organizerId)
        .where('status', '<>', 'draft')
        .orderBy('eventDate', 'desc')
        .limit(60)
        .execute();
    },

    async eventIdsOf(organizerId: number, executor: DbExecutor = db): Promise<Set<number>> {
      const rows = await executor.selectFrom('events').select('id').where('organizerId', '=', organizerId).execute();
      return new Set(rows.map((row) => row.id));
    },

    async insertSubmission(submission: { siteId: number; route: string; sectionId: string; values: Record<string, string | boolean> }) {
      await db.insertInto('siteSubmissions').values({ ...submission, values: JSON.stringify(submission.values) }).execute();
    },

    submissions(siteId: number, limit = 2000) {
      return db.selectFrom('siteSubmissions').select(['id', 'route', 'sectionId', 'values', 'createdAt']).where('siteId', '=', siteId).orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
export type SitesRepository = ReturnType<typeof createSitesRepository>;
export type SiteRow = NonNullable<Awaited<ReturnType<SitesRepository['find']>>>;
