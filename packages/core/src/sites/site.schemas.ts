import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';
import { shortPathSchema } from '../events/short-path.ts';
import { markdownTreeSchema } from '../markdown/markdown-tree.ts';

const t = messages.sites;
const required = messages.common.required;

const text = (max: number) => safeText({ error: required }).trim().max(max, messages.organizers.tooLong);
const filled = (max: number) => text(max).min(1, required);
const optional = (max: number) => text(max).default('');
/** Markdown and long texts keep their line breaks. */
const paragraphs = (max: number) => safeText({ error: required }, { multiline: true }).trim().max(max, messages.organizers.tooLong);
const color = safeText({ error: t.badColor }).regex(/^#[0-9a-f]{6}$/i, t.badColor);
/** A web address, or a path of this site or of Dorsal ('/inscripciones', '#registro'). */
const href = safeText({ error: required }).trim().max(500, messages.organizers.tooLong).regex(/^(https?:\/\/\S+|\/\S*|#[\w-]+)$/i, t.badUrl);
const imageUrl = safeText({ error: required }).trim().max(500, messages.organizers.tooLong).regex(/^(https?:\/\/\S+|\/files\/\S+)$/i, t.badUrl);
const eventId = z.number({ error: required }).int().positive();

/** Code-like ids ('' = none): the same rules as an event's trackers. */
const trackerId = (pattern: RegExp, message: string) =>
  safeText()
    .trim()
    .max(40, messages.organizers.tooLong)
    .refine((value) => value === '' || pattern.test(value), message)
    .default('');

/** The site's own trackers: every page view of the site goes to them (Google Analytics, Facebook pixel). */
export const siteAnalyticsSchema = z.object({
  gaId: trackerId(/^(G|UA)-[A-Z0-9-]{4,30}$/i, messages.eventSetup.badGaId),
  facebookPixel: trackerId(/^\d{6,20}$/, messages.eventSetup.badPixel),
});
export type SiteAnalytics = z.infer<typeof siteAnalyticsSchema>;

/** Route names: 'home' is `/`, 'notFound' answers unknown paths, any other is `/{route}`. */
export const siteRouteSchema = safeText({ error: required }).trim().min(1, required).max(40).regex(/^[a-z0-9][a-z0-9-]*$/i, t.badRoute);

export const siteFontFamilies = ['roboto', 'serif', 'condensed', 'rounded', 'mono'] as const;

/** primary, secondary, text and background colours, font family, background image; orange primary by default. */
export const siteThemeSchema = z.object({
  primary: color.default('#FF6F00'),
  secondary: color.default('#0D3B8C'),
  text: color.default('#1B1B3A'),
  background: color.default('#FFFFFF'),
  fontFamily: z.enum(siteFontFamilies).default('roboto'),
  backgroundImage: imageUrl.nullable().default(null),
});
export type SiteTheme = z.infer<typeof siteThemeSchema>;

/** What every section has: a stable id (its anchor too), a width 1–6 over the 12-column grid (full on phones), hide, padding. */
const layout = {
  id: safeText({ error: required }).trim().min(1, required).max(40).regex(/^[a-z0-9][a-z0-9-]*$/i, t.badRoute),
  width: z.number().int().min(1).max(6).default(6),
  hidden: z.boolean().default(false),
  padding: z.number().int().min(0).max(10).default(2),
};

const link = z.object({ label: filled(60), href });
const socialNetworks = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'whatsapp', 'strava'] as const;
export const siteFormFieldTypes = ['text', 'email', 'tel', 'number', 'textarea', 'select', 'checkbox'] as const;

/** The video's id ('M7lc1UVf-VE'); the editor reads it out of a pasted link with `youtubeIdOf`. */
const youtubeId = safeText({ error: t.badYoutube }).trim().regex(/^[\w-]{11}$/, t.badYoutube);

/** The id inside a YouTube link (watch?v=, youtu.be/, embed/, shorts/), or the text as it is. */
export function youtubeIdOf(text: string): string {
  return /(?:v=|youtu\.be\/|embed\/|shorts\/)([\w-]{11})/.exec(text)?.[1] ?? text.trim();
}

export const siteSectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('banner'), ...layout, title: filled(120), subtitle: optional(240), imageUrl: imageUrl.nullable().default(null), buttonLabel: optional(40), buttonHref: href.nullable().default(null) }),
  z.object({ kind: z.literal('spacer'), ...layout, height: z.number().int().min(8).max(400).default(48) }),
  z.object({ kind: z.literal('header'), ...layout, title: filled(80), logoUrl: imageUrl.nullable().default(null), menu: z.array(link).max(8).default([]) }),
  z.object({ kind: z.literal('image'), ...layout, url: imageUrl, alt: optional(160), href: href.nullable().default(null) }),
  z.object({ kind: z.literal('video'), ...layout, youtubeId, title: optional(120) }),
  z.object({ kind: z.literal('text'), ...layout, title: optional(120), body: paragraphs(8000).min(1, required) }),
  z.object({ kind: z.literal('title'), ...layout, text: filled(160), level: z.number().int().min(1).max(3).default(2), align: z.enum(['left', 'center']).default('center') }),
  z.object({ kind: z.literal('textImage'), ...layout, title: filled(120), body: paragraphs(4000).min(1, required), imageUrl, imageAlt: optional(160) }),
  z.object({ kind: z.literal('imageText'), ...layout, title: filled(120), body: paragraphs(4000).min(1, required), imageUrl, imageAlt: optional(160) }),
  z.object({ kind: z.literal('price'), ...layout, title: filled(80), price: filled(40), items: z.array(filled(120)).max(12).default([]), buttonLabel: optional(40), buttonHref: href.nullable().default(null) }),
  z.object({ kind: z.literal('footer'), ...layout, text: paragraphs(400).default(''), links: z.array(link).max(10).default([]) }),
  z.object({ kind: z.literal('eventWeb'), ...layout, eventId }),
  z.object({ kind: z.literal('countdown'), ...layout, title: optional(120), target: safeText({ error: t.badDate }).refine((v) => !Number.isNaN(Date.parse(v)), t.badDate), finishedText: optional(160) }),
  z.object({
    kind: z.literal('form'),
    ...layout,
    title: optional(120),
    submitLabel: optional(40),
    fields: z
      .array(z.object({ id: layout.id, label: filled(80), type: z.enum(siteFormFieldTypes), required: z.boolean().default(false), options: z.array(filled(80)).max(30).default([]) }))
      .min(1, required)
      .max(30),
  }),
  z.object({ kind: z.literal('registration'), ...layout, eventId }),
  z.object({ kind: z.literal('social'), ...layout, title: optional(120), links: z.array(z.object({ network: z.enum(socialNetworks), url: href })).min(1, required).max(10) }),
  z.object({ kind: z.literal('gallery'), ...layout, title: optional(120), images: z.array(z.object({ url: imageUrl, alt: optional(160) })).min(1, required).max(60) }),
  z.object({ kind: z.literal('download'), ...layout, label: filled(60), url: href }),
  z.object({ kind: z.literal('view'), ...layout, route: siteRouteSchema }),
  z.object({ kind: z.literal('eventsList'), ...layout, title: optional(120) }),
  z.object({ kind: z.literal('notFound'), ...layout }),
]);
export type SiteSection = z.infer<typeof siteSectionSchema>;
export type SiteSectionInput = z.input<typeof siteSectionSchema>;
export type SiteSectionKind = SiteSection['kind'];
export const siteSectionKinds = siteSectionSchema.options.map((option) => option.shape.kind.value) as SiteSectionKind[];

export const sitePageSchema = z.object({ route: siteRouteSchema, title: optional(120), sections: z.array(siteSectionSchema).max(60) });
export type SitePage = z.infer<typeof sitePageSchema>;

/** An organizer's website: title, theme and pages by route name (document 3 §3 "Organizer web"). */
export const siteConfigSchema = z
  .object({ title: filled(120), theme: siteThemeSchema.prefault({}), analytics: siteAnalyticsSchema.prefault({}), pages: z.array(sitePageSchema).min(1).max(30) })
  .superRefine((config, ctx) => {
    const routes = new Set<string>();
    config.pages.forEach((page, p) => {
      if (routes.has(page.route)) ctx.addIssue({ code: 'custom', path: ['pages', p, 'route'], message: t.routeRepeated.replace('{route}', page.route) });
      routes.add(page.route);
      const ids = new Set<string>();
      page.sections.forEach((section, s) => {
        if (ids.has(section.id)) ctx.addIssue({ code: 'custom', path: ['pages', p, 'sections', s, 'id'], message: t.sectionRepeated.replace('{id}', section.id) });
        ids.add(section.id);
      });
    });
    if (!routes.has('home')) ctx.addIssue({ code: 'custom', path: ['pages'], message: t.noHome });
  });
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;

export const siteHostSchema = safeText({ error: t.badHost })
  .trim()
  .toLowerCase()
  .max(253, t.badHost)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, t.badHost);

/** What the editor saves: the host name, the optional short path on the main host, and the draft. */
export const siteDraftSchema = z.object({
  host: siteHostSchema,
  shortPath: z.union([z.literal('').transform(() => null), shortPathSchema]).nullable().default(null),
  draft: siteConfigSchema,
});
export type SiteDraft = z.infer<typeof siteDraftSchema>;

export const siteEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  date: z.string(),
  startTime: z.string(),
  place: z.string(),
  city: z.string(),
  status: z.enum(['registration', 'live', 'results']),
  hasWebsite: z.boolean(),
});
export type SiteEvent = z.infer<typeof siteEventSchema>;

/** A published site as its visitors' browsers receive it. */
export const publicSiteSchema = z.object({
  id: z.number().int(),
  organizerName: z.string(),
  config: siteConfigSchema,
  /** The organizer's public events (events list, embedded web and registration sections). */
  events: z.array(siteEventSchema),
  /**
   * The Markdown of its visible text sections parsed by the server (`siteMarkdownKey(route, sectionId)` → tree), so a
   * visitor's browser draws it without downloading the parser.
   */
  markdown: z.record(z.string(), markdownTreeSchema),
});
export type PublicSite = z.infer<typeof publicSiteSchema>;

export const siteViewSchema = z.object({
  id: z.number().int(),
  organizerId: z.number().int(),
  host: z.string(),
  shortPath: z.string().nullable(),
  draft: siteConfigSchema,
  publishedAt: z.string().nullable(),
  /** Whether the draft differs from what visitors see. */
  unpublishedChanges: z.boolean(),
  hasPrevious: z.boolean(),
  updatedAt: z.string(),
});
export type SiteView = z.infer<typeof siteViewSchema>;

export const siteSubmissionSchema = z.object({ id: z.number().int(), sectionId: z.string(), route: z.string(), values: z.record(z.string(), z.union([z.string(), z.boolean()])), createdAt: z.string() });
export type SiteSubmission = z.infer<typeof siteSubmissionSchema>;

export const siteFormAnswerSchema = z.object({
  route: siteRouteSchema,
  sectionId: layout.id,
  values: z.record(z.string(), z.union([safeText({}, { multiline: true }).max(2000), z.boolean()])),
});
export type SiteFormAnswer = z.infer<typeof siteFormAnswerSchema>;

// Zod-free, so a site's page can check its forms without loading the schemas.
export { siteFormProblem } from './site-form.ts';

/** A new site's draft: a home page with a header, a banner, the organizer's events, a countdown and a footer. */
export function starterSite(title: string, nextEventDate: string | null): SiteConfigInput {
  return {
    title,
    pages: [
      {
        route: 'home',
        title,
        sections: [
          { kind: 'header', id: 'encabezado', title, menu: [{ label: 'Eventos', href: '#eventos' }] },
          { kind: 'banner', id: 'portada', title, subtitle: 'Inscripciones, resultados y fotos en un solo lugar' },
          ...(nextEventDate ? [{ kind: 'countdown' as const, id: 'cuenta-regresiva', title: 'Falta poco', target: `${nextEventDate}T07:00:00-06:00` }] : []),
          { kind: 'eventsList', id: 'eventos', title: 'Nuestros eventos' },
          { kind: 'footer', id: 'pie', text: `© ${title}` },
        ],
      },
      { route: 'notFound', title: 'PÁGINA NO ENCONTRADA', sections: [{ kind: 'notFound', id: 'no-encontrada' }] },
    ],
  };
}
