import { messages, siteConfigSchema, starterSite, type AccountView, type SiteConfig, type SiteDraft, type SiteView } from '@dorsal/core';
import type { Db, Trx } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { storeImage, type ImageUploadRule } from '../../lib/images.ts';
import type { RequireOrganizerAccess } from '../organizers/organizer-access.ts';
import type { SitesRepository } from './sites.repository.ts';
import { siteView } from './site-view.ts';
import { claimShortPath } from '../events/short-path-claim.ts';

const t = messages.sites;
const refuse = (field: string, message: string) => new AppError(400, 'validation', message, { [field]: message });

export const siteImageUpload: ImageUploadRule = {
  field: 'image',
  maxBytes: 10 * 1024 * 1024,
  tooLargeMessage: messages.eventSetup.images.tooLarge,
  notImage: () => new AppError(400, 'not_an_image', messages.eventSetup.images.notImage),
  shape: { maxWidth: 1920, maxHeight: 1920, format: 'jpeg', quality: 82 },
};

/**
 * The organizer's site editor: a draft saved as often as they like, published at once (the version before is kept
 * to restore). Every route checks the organizer policy ('editSites') on the site's organizer.
 */
export function createSitesService(deps: { db: Db; sites: SitesRepository; requireOrganizerAccess: RequireOrganizerAccess; storage: FileStorage; appHosts: readonly string[] }) {
  const { db, sites } = deps;

  async function siteFor(user: AccountView, siteId: number, trx?: Trx) {
    const site = await sites.find(siteId, trx ?? db, trx !== undefined);
    if (!site) throw notFound();
    await deps.requireOrganizerAccess({ user, organizerId: site.organizerId, allow: 'editSites', executor: trx ?? db });
    return site;
  }

  async function checkHost(host: string, siteId: number | null, trx: Trx) {
    if (deps.appHosts.includes(host)) throw refuse('host', t.hostReserved);
    if (await sites.hostTaken(host, siteId, trx)) throw refuse('host', t.hostTaken);
  }

  /** Events named by sections must be the organizer's: a site never shows another organizer's data. */
  async function checkEvents(config: SiteConfig, organizerId: number, trx: Trx) {
    const own = await sites.eventIdsOf(organizerId, trx);
    config.pages.forEach((page, p) =>
      page.sections.forEach((section, s) => {
        if ((section.kind === 'eventWeb' || section.kind === 'registration') && !own.has(section.eventId)) {
          throw refuse(`draft.pages.${p}.sections.${s}.eventId`, t.unknownEvent);
        }
      }),
    );
  }

  return {
    async list(user: AccountView, organizerId: number): Promise<SiteView[]> {
      await deps.requireOrganizerAccess({ user, organizerId, allow: 'editSites' });
      return (await sites.list(organizerId)).map(siteView);
    },

    async create(user: AccountView, organizerId: number, host: string): Promise<SiteView> {
      const id = await db.transaction().execute(async (trx) => {
        const { organizer } = await deps.requireOrganizerAccess({ user, organizerId, allow: 'editSites', executor: trx });
        await checkHost(host, null, trx);
        const next = (await sites.publicEvents(organizerId, trx)).filter((event) => event.status === 'registration').at(-1);
        const draft = siteConfigSchema.parse(starterSite(organizer.name, next?.eventDate ?? null));
        return sites.insert(trx, { organizerId, host, draft });
      });
      return siteView((await sites.find(id))!);
    },

    async detail(user: AccountView, siteId: number): Promise<SiteView> {
      return siteView(await siteFor(user, siteId));
    },

    async save(user: AccountView, siteId: number, input: SiteDraft): Promise<SiteView> {
      return db.transaction().execute(async (trx) => {
        const site = await siteFor(user, siteId, trx);
        await checkHost(input.host, siteId, trx);
        await claimShortPath(trx, input.shortPath, { kind: 'site', id: siteId });
        await checkEvents(input.draft, site.organizerId, trx);
        await sites.saveDraft(trx, siteId, input);
        return siteView({ ...site, ...input, updatedAt: new Date() });
      });
    },

    async publish(user: AccountView, siteId: number): Promise<SiteView> {
      return db.transaction().execute(async (trx) => {
        const site = await siteFor(user, siteId, trx);
        // The draft was valid when saved; events may have moved to another organizer since.
        await checkEvents(site.draft, site.organizerId, trx);
        await sites.publish(trx, siteId, { published: site.draft, previous: site.published });
        return siteView({ ...site, published: site.draft, previous: site.published, publishedAt: new Date() });
      });
    },

    async restore(user: AccountView, siteId: number): Promise<SiteView> {
      return db.transaction().execute(async (trx) => {
        const site = await siteFor(user, siteId, trx);
        if (!site.previous) throw new AppError(409, 'no_previous', t.noPrevious);
        await sites.publish(trx, siteId, { published: site.previous, previous: site.published, draft: site.previous });
        return siteView({ ...site, draft: site.previous, published: site.previous, previous: site.published, publishedAt: new Date() });
      });
    },

    async uploadImage(user: AccountView, siteId: number, upload: Buffer): Promise<string> {
      await siteFor(user, siteId);
      return storeImage(deps.storage, upload, siteImageUpload, `sites/site-${siteId}`);
    },

    async submissions(user: AccountView, siteId: number) {
      const site = await siteFor(user, siteId);
      const rows = await sites.submissions(siteId);
      return { site, rows };
    },
  };
}
export type SitesService = ReturnType<typeof createSitesService>;
