import type { SiteTheme } from './site.schemas.ts';

/**
 * The font families an organizer picks, as CSS stacks: Roboto ships with the app; the others use fonts every
 * phone and computer already has, so a site never downloads a font from the internet. Shared by the browser's theme
 * and the server's first paint of a site.
 */
export const siteFontStacks: Record<SiteTheme['fontFamily'], string> = {
  roboto: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  condensed: '"Roboto Condensed", "Arial Narrow", "Helvetica Neue", Roboto, sans-serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", Roboto, sans-serif',
  mono: 'ui-monospace, "Roboto Mono", Menlo, Consolas, "Liberation Mono", monospace',
};

/** The contrast a site's theme asks of text on its colours (WCAG AA). */
export const SITE_CONTRAST_THRESHOLD = 4.5;

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  const channels = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two '#rrggbb' colours. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The text colour on a site colour, as the browser's theme picks it (MUI's getContrastText at the site's threshold). */
export function contrastTextOn(background: string): string {
  return contrastRatio(background, '#FFFFFF') >= SITE_CONTRAST_THRESHOLD ? '#fff' : 'rgba(0, 0, 0, 0.87)';
}
