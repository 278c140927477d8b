/** The placeholders a view's text may carry, each filled from the athlete's result. */
export const viewPlaceholders = [
  'nombre',
  'numero',
  'tiempo',
  'tiempoChip',
  'posicion',
  'posicionRama',
  'posicionCategoria',
  'categoria',
  'modalidad',
  'rama',
  'ritmo',
  'evento',
] as const;
export type ViewPlaceholder = (typeof viewPlaceholders)[number];

/** What the placeholders are filled with: text only (null or missing = ''). */
export type AthleteFacts = Partial<Record<ViewPlaceholder, string | null>>;

const known = new Set<string>(viewPlaceholders);

/**
 * The text with each `{placeholder}` replaced by the athlete's fact. An unknown placeholder stays as written, a
 * missing value becomes ''. The result is plain text: the page renders it as text, never as HTML.
 */
export function fillPlaceholders(text: string, facts: AthleteFacts): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (known.has(name) ? (facts[name as ViewPlaceholder] ?? '') : whole));
}

/** Pace per km of a time over a distance, 'm:ss /km' ('' without a time or a distance). */
export function formatPace(timeMs: number | null, distanceKm: number | null): string {
  if (timeMs === null || timeMs <= 0 || distanceKm === null || distanceKm <= 0) return '';
  const seconds = Math.round(timeMs / 1000 / distanceKm);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} /km`;
}
