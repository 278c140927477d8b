import { messages, registrationPageRoute, siteConfigSchema, siteFormProblem, type PublicSite, type SiteFormAnswer, type SiteSection } from '@dorsal/core';
import { AppError, notFound } from '../../lib/errors.ts';
import { createSiteMarkdown } from './site-markdown.ts';
import type { SitesRepository } from './sites.repository.ts';

const t = messages.sites;
type PublicStatus = PublicSite['events'][number]['status'];

/** What visitors of an organizer's host get: the published site, its organizer's public events, its forms. */
export function createSitePublicService(deps: { sites: SitesRepository; appHosts: readonly string[] }) {
  const { sites } = deps;
  const siteMarkdown = createSiteMarkdown();

  async function published(host: string) {
    const site = await sites.findByHost(host);
    if (!site?.published) throw notFound(t.notPublished);
    return { ...site, published: site.published };
  }

  return {
    /** What this host serves: the product, or an organizer's site (published or not yet). */
    async hostKind(host: string): Promise<{ kind: 'app' } | { kind: 'site'; published: boolean }> {
      if (deps.appHosts.includes(host)) return { kind: 'app' };
      const site = await sites.findByHost(host);
      return { kind: 'site', published: Boolean(site?.published) };
    },

    /** The route of this host's published page that shows the event's registration, or null (no site, or not shown). */
    async registrationRoute(host: string, eventId: number): Promise<string | null> {
      if (deps.appHosts.includes(host)) return null;
      const site = await sites.findByHost(host);
      return site?.published ? registrationPageRoute(site.published, eventId) : null;
    },

    async site(host: string): Promise<PublicSite> {
      const site = await published(host);
      const events = await sites.publicEvents(site.organizerId);
      // A version published before a field existed (the trackers) gets that field's default.
      const config = siteConfigSchema.safeParse(site.published).data ?? site.published;
      return {
        id: site.id,
        organizerName: site.organizerName,
        config,
        events: events.map((event) => ({
          id: event.id,
          name: event.name,
          logoUrl: event.logoUrl,
          date: event.eventDate,
          startTime: event.startTime,
          place: event.place,
          city: event.city,
          status: event.status as PublicStatus,
          hasWebsite: event.hasWebsite,
        })),
        markdown: siteMarkdown(site, config),
      };
    },

    /** Stores a form's answer; the first required field left empty is refused with its message and nothing is kept. */
    async submit(host: string, answer: SiteFormAnswer) {
      const site = await published(host);
      const page = site.published.pages.find((candidate) => candidate.route === answer.route);
      const form = page?.sections.find((section): section is Extract<SiteSection, { kind: 'form' }> => section.kind === 'form' && section.id === answer.sectionId);
      if (!form || form.hidden) throw notFound(t.unknownForm);
      const problem = siteFormProblem(form.fields, answer.values);
      if (problem) throw new AppError(400, 'validation', problem.message, { [problem.field]: problem.message });
      const known = new Set(form.fields.map((field) => field.id));
      const values = Object.fromEntries(Object.entries(answer.values).filter(([id]) => known.has(id)));
      await sites.insertSubmission({ siteId: site.id, route: answer.route, sectionId: answer.sectionId, values });
      return { message: t.formSent };
    },

    /** For the TLS proxy's on-demand certificates: a host is known once its site is published. */
    async knownHost(domain: string) {
      const host = domain.trim().toLowerCase();
      const site = await sites.findByHost(host);
      if (!site?.published) throw notFound();
      return { host };
    },
  };
}
export type SitePublicService = ReturnType<typeof createSitePublicService>;
