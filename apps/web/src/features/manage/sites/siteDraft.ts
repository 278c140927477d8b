import { messages, siteConfigSchema, type SiteConfigInput, type SiteSectionInput, type SiteSectionKind } from '@dorsal/core';

const samples = messages.siteEditor.samples;

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** 'textImage' → 'text-image', then the first of 'text-image', 'text-image-2', … not taken on the page. */
export function uniqueSectionId(kind: SiteSectionKind, taken: Iterable<string>): string {
  const base = kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * A new section of a kind with sample content the organizer overwrites. What only the organizer can give (an image,
 * a video, an event) starts empty, so the section is reported until it is filled.
 */
export function newSection(kind: SiteSectionKind, takenIds: Iterable<string>, inAMonth = nextMonthAtSeven()): SiteSectionInput {
  const id = uniqueSectionId(kind, takenIds);
  const layout = { id, width: 6, hidden: false, padding: 2 };
  switch (kind) {
    case 'banner':
      return { kind, ...layout, title: samples.title, subtitle: '', imageUrl: null, buttonLabel: '', buttonHref: null };
    case 'spacer':
      return { kind, ...layout, height: 48 };
    case 'header':
      return { kind, ...layout, title: samples.title, logoUrl: null, menu: [{ label: samples.menuLabel, href: '#registro' }] };
    case 'image':
      return { kind, ...layout, url: '', alt: '', href: null };
    case 'video':
      return { kind, ...layout, youtubeId: '', title: '' };
    case 'text':
      return { kind, ...layout, title: samples.title, body: samples.text };
    case 'title':
      return { kind, ...layout, text: samples.title, level: 2, align: 'center' };
    case 'textImage':
    case 'imageText':
      return { kind, ...layout, title: samples.title, body: samples.text, imageUrl: '', imageAlt: '' };
    case 'price':
      return { kind, ...layout, width: 2, title: samples.title, price: samples.price, items: [samples.item], buttonLabel: '', buttonHref: null };
    case 'footer':
      return { kind, ...layout, text: '', links: [] };
    case 'eventWeb':
    case 'registration':
      return { kind, ...layout } as SiteSectionInput;
    case 'countdown':
      return { kind, ...layout, title: '', target: inAMonth, finishedText: samples.finished };
    case 'form':
      return { kind, ...layout, title: '', submitLabel: samples.submit, fields: [{ id: 'nombre', label: samples.fieldLabel, type: 'text', required: true, options: [] }] };
    case 'social':
      return { kind, ...layout, title: '', links: [{ network: 'facebook', url: '' }] };
    case 'gallery':
      return { kind, ...layout, title: '', images: [] };
    case 'download':
      return { kind, ...layout, label: samples.download, url: '' };
    case 'view':
      return { kind, ...layout, route: '' };
    case 'eventsList':
      return { kind, ...layout, title: '' };
    case 'notFound':
      return { kind, ...layout };
  }
}

/** A month from now at 07:00 in Mexico City (UTC-6 all year), as the countdown expects it. */
function nextMonthAtSeven(now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() + 1, now.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T07:00:00-06:00`;
}

/** Problems by path ('title', 'pages.0.sections.2.title', 'host'), each with its Spanish message. */
export type Problems = Record<string, string>;

/** What the client finds wrong with a draft before saving (the same schema the server checks). */
export function draftProblems(draft: SiteConfigInput): Problems {
  const result = siteConfigSchema.safeParse(draft);
  if (result.success) return {};
  const problems: Problems = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    problems[path] ??= issue.message;
  }
  return problems;
}

/** The server's 400 `error.fields` ('draft.pages.0.sections.2.title', 'host') as editor problems. */
export function serverProblems(fields: Record<string, string>): Problems {
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^draft\./, ''), message]));
}

/** The problems of one section, keyed by the path inside it ('title', 'menu.0.href'; '' for the section itself). */
export function sectionProblems(problems: Problems, page: number, section: number): Problems {
  const prefix = `pages.${page}.sections.${section}`;
  const found: Problems = {};
  for (const [path, message] of Object.entries(problems)) {
    if (path === prefix) found[''] = message;
    else if (path.startsWith(`${prefix}.`)) found[path.slice(prefix.length + 1)] = message;
  }
  return found;
}

/** Problems that belong to no section (site title, theme, a page's route, the host). */
export function generalProblems(problems: Problems): Problems {
  return Object.fromEntries(Object.entries(problems).filter(([path]) => !/^pages\.\d+\.sections\.\d+(\.|$)/.test(path)));
}

/** Keys for a sortable list: the sections' ids, with a position added to any id repeated on the page. */
export function sortableKeys(sections: readonly { id?: string }[]): string[] {
  const seen = new Set<string>();
  return sections.map((section, index) => {
    const id = section.id ?? '';
    const key = seen.has(id) || id === '' ? `${id}~${index}` : id;
    seen.add(id);
    return key;
  });
}

/** 'home' and 'notFound' always exist: a draft without them gets them (empty home, the not-found section). */
export function withRequiredPages(draft: SiteConfigInput): SiteConfigInput {
  const routes = new Set(draft.pages.map((page) => page.route));
  const pages = [...draft.pages];
  if (!routes.has('home')) pages.unshift({ route: 'home', title: draft.title, sections: [] });
  if (!routes.has('notFound')) pages.push({ route: 'notFound', title: messages.sites.notFoundTitle, sections: [newSection('notFound', [])] });
  return pages.length === draft.pages.length ? draft : { ...draft, pages };
}
