import { contrastTextOn, messages, siteFontStacks, type PublicSite, type SitePage, type SiteSection } from '@dorsal/core';

/** Id of the server-drawn opening of a site page; the web app removes it once it draws the same sections itself. */
export const FIRST_PAINT_ID = 'site-first-paint';

/** The kinds drawn on the server: static content only (no data, no state), enough for a page's first screen. */
const drawn = new Set<SiteSection['kind']>(['header', 'banner', 'title', 'text', 'image', 'spacer']);
/** Drawn edge to edge: their padding is not a margin around them (as the web's grid). */
const fullBleed = new Set<SiteSection['kind']>(['header', 'banner', 'footer', 'spacer']);
const MAX_SECTIONS = 4;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const cssUrl = (url: string) => `url(${JSON.stringify(url)})`;
const attr = (value: string) => `"${escapeHtml(value)}"`;

/** The page a path opens (`/` home, `/{route}`; 'notFound' answers the rest); confirmations (`/a/b`) draw nothing. */
export function pageForPath(site: PublicSite, pathname: string): SitePage | undefined {
  const segments = pathname.split('?')[0]!.split('/').filter(Boolean);
  if (segments.length > 1) return undefined;
  let route = 'home';
  if (segments[0] !== undefined) {
    try {
      route = decodeURIComponent(segments[0]);
    } catch {
      route = '';
    }
  }
  const page = route === 'notFound' ? undefined : site.config.pages.find((item) => item.route === route);
  return page ?? site.config.pages.find((item) => item.route === 'notFound');
}

/** The leading visible sections a server draws: up to the first kind it does not draw. */
export function firstPaintSections(page: SitePage): SiteSection[] {
  const sections: SiteSection[] = [];
  for (const section of page.sections) {
    if (section.hidden) continue;
    if (!drawn.has(section.kind) || sections.length === MAX_SECTIONS) break;
    sections.push(section);
  }
  return sections;
}

const menuIcon = '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z"></path></svg>';

function sectionHtml(section: SiteSection): string {
  switch (section.kind) {
    case 'header': {
      const logo = section.logoUrl ? `<img class="sfp-logo" src=${attr(section.logoUrl)} alt="">` : '';
      const links = section.menu.map((link) => `<a href=${attr(link.href)}>${escapeHtml(link.label)}</a>`).join('');
      const menu = section.menu.length
        ? `<nav class="sfp-nav" aria-label=${attr(section.title)}>${links}</nav><button type="button" class="sfp-menu" aria-label=${attr(messages.shell.openMenu)} aria-expanded="false">${menuIcon}</button>`
        : '';
      return `<header class="sfp-header"><div class="sfp-bar">${logo}<p class="sfp-brand">${escapeHtml(section.title)}</p>${menu}</div></header>`;
    }
    case 'banner': {
      const image = section.imageUrl;
      const style = image ? ` style=${attr(`color:#FFFFFF;background-image:linear-gradient(rgba(0,0,0,0.55), rgba(0,0,0,0.55)), ${cssUrl(image)}`)}` : '';
      const subtitle = section.subtitle ? `<p class="sfp-subtitle">${escapeHtml(section.subtitle)}</p>` : '';
      const button =
        section.buttonLabel && section.buttonHref
          ? `<a class="sfp-button ${image ? 'sfp-primary' : 'sfp-secondary'}" href=${attr(section.buttonHref)}>${escapeHtml(section.buttonLabel)}</a>`
          : '';
      return `<div class="sfp-banner"${style}><div class="sfp-banner-text"><h1 class="sfp-h1">${escapeHtml(section.title)}</h1>${subtitle}${button}</div></div>`;
    }
    case 'title': {
      const level = [1, 2, 3].includes(section.level) ? section.level : 2;
      return `<div class="sfp-contained"><h${level} class="sfp-h${level}" style="text-align:${section.align}">${escapeHtml(section.text)}</h${level}></div>`;
    }
    case 'text': {
      // As the web app shows a text until its Markdown renderer arrives: the plain text, line breaks kept.
      const title = section.title ? `<h2 class="sfp-h2" style="margin-bottom:16px">${escapeHtml(section.title)}</h2>` : '';
      return `<div class="sfp-contained" style="max-width:880px">${title}<p class="sfp-body" style="white-space:pre-line">${escapeHtml(section.body)}</p></div>`;
    }
    case 'image': {
      const image = `<img class="sfp-image" src=${attr(section.url)} alt=${attr(section.alt ?? '')} decoding="async">`;
      return `<div class="sfp-contained">${section.href ? `<a href=${attr(section.href)}>${image}</a>` : image}</div>`;
    }
    case 'spacer':
      return `<div style="height:${section.height}px"></div>`;
    default:
      return '';
  }
}

/** The styles of the drawn kinds, in the site's theme: the same measures as the web app's MUI components. */
function styles(site: PublicSite): string {
  const theme = site.config.theme;
  const onPrimary = contrastTextOn(theme.primary);
  const onSecondary = contrastTextOn(theme.secondary);
  const background = theme.backgroundImage ? `background-image:${cssUrl(theme.backgroundImage)};background-size:cover;background-position:center top;` : '';
  return [
    'body{margin:0}',
    `#${FIRST_PAINT_ID}{min-height:100dvh;box-sizing:border-box;background-color:${theme.background};color:${theme.text};font-family:${siteFontStacks[theme.fontFamily]};font-size:1rem;line-height:1.5;letter-spacing:0.00938em;-webkit-font-smoothing:antialiased;${background}}`,
    `#${FIRST_PAINT_ID} *{box-sizing:border-box}`,
    '.sfp-grid{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));align-items:start}',
    '.sfp-cell{min-width:0;grid-column:span 12}',
    '.sfp-contained{max-width:1152px;margin:0 auto;padding:0 16px;width:100%}',
    '.sfp-h1,.sfp-h2,.sfp-h3,.sfp-body,.sfp-brand,.sfp-subtitle{margin:0;overflow-wrap:anywhere}',
    '.sfp-h1{font-size:clamp(1.9rem, 6vw, 3.2rem);font-weight:700;line-height:1.1;letter-spacing:-0.01562em}',
    '.sfp-h2{font-size:clamp(1.5rem, 4vw, 2.1rem);font-weight:700;line-height:1.2;letter-spacing:-0.00833em}',
    '.sfp-h3{font-size:1.3rem;font-weight:700;line-height:1.167}',
    `.sfp-header{background-color:${theme.primary};color:${onPrimary}}`,
    '.sfp-bar{display:flex;align-items:center;gap:16px;min-height:64px;max-width:1200px;margin:0 auto;padding:0 16px;position:relative}',
    '.sfp-logo{height:40px;width:auto;border-radius:12px}',
    '.sfp-brand{font-weight:700;font-size:1.15rem;flex:1;min-width:0}',
    '.sfp-nav{display:none;gap:24px}',
    '.sfp-nav a{color:inherit;font-weight:600;text-decoration:none}',
    '.sfp-menu{display:inline-flex;padding:8px;border:0;border-radius:50%;background:none;color:inherit;font-size:1.5rem}',
    `.sfp-banner{min-height:260px;display:flex;align-items:center;justify-content:center;text-align:center;padding:48px 16px;background-color:${theme.primary};color:${onPrimary};background-size:cover;background-position:center}`,
    '.sfp-banner-text{max-width:880px}',
    '.sfp-subtitle{margin-top:16px;font-size:1.1rem}',
    '.sfp-button{display:inline-flex;align-items:center;justify-content:center;margin-top:24px;min-height:44px;padding:8px 22px;border-radius:10px;font-weight:600;font-size:0.9375rem;line-height:1.75;letter-spacing:0.02857em;text-decoration:none}',
    `.sfp-primary{background-color:${theme.primary};color:${onPrimary}}`,
    `.sfp-secondary{background-color:${theme.secondary};color:${onSecondary}}`,
    '.sfp-image{display:block;width:100%;height:auto;max-height:560px;object-fit:cover;border-radius:36px}',
    '@media (min-width:600px){.sfp-contained{padding:0 24px}.sfp-bar{padding:0 24px}}',
    '@media (min-width:900px){.sfp-nav{display:flex}.sfp-menu{display:none}.sfp-banner{min-height:420px}.sfp-subtitle{font-size:1.35rem}.sfp-cell{grid-column:span var(--sfp-span)}}',
  ].join('');
}

/**
 * The opening sections of the page at `pathname`, drawn as HTML with their styles, so a visitor on a slow phone sees
 * the page before any JavaScript runs; '' when the page does not open with a kind the server draws.
 */
export function siteFirstPaint(site: PublicSite, pathname: string): string {
  const page = pageForPath(site, pathname);
  const sections = page ? firstPaintSections(page) : [];
  if (sections.length === 0) return '';
  const cells = sections
    .map((section) => {
      const padding = fullBleed.has(section.kind) ? 0 : section.padding * 8;
      return `<div class="sfp-cell" style="--sfp-span:${section.width * 2};padding:${padding}px 0">${sectionHtml(section)}</div>`;
    })
    .join('');
  return `<style id="${FIRST_PAINT_ID}-style">${styles(site)}</style><div id="${FIRST_PAINT_ID}"><main class="sfp-grid">${cells}</main></div>`;
}
