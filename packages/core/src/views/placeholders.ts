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
