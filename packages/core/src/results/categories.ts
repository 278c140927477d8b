import { ageOn, parseIsoDate } from '../dates/iso-date.ts';
import type { Branch, CategoryConfig } from './types.ts';

/** edadDesde 0 means no lower bound. */
export const OPEN_MIN_AGE = 0;
/** edadHasta 200 means no upper bound ("and older"). */
export const OPEN_MAX_AGE = 200;

/**
 * Age that picks the category: at the event date, or at 31 December of the event's year when
 * the event does not use the current age (edadActual off). Dates are 'YYYY-MM-DD'.
 */
export function categoryAge(options: { birthDate: string; eventDate: string; ageAtEventDate: boolean }): number {
  const { birthDate, eventDate, ageAtEventDate } = options;
  if (ageAtEventDate) return ageOn(birthDate, eventDate);
  const event = parseIsoDate(eventDate);
  if (!event) throw new Error(`Invalid date: ${eventDate}`);
  return ageOn(birthDate, `${String(event.year).padStart(4, '0')}-12-31`);
}

/** Whether an age falls inside a category's bounds (inclusive; 0 and 200 open). */
export function ageFitsCategory(age: number, category: Pick<CategoryConfig, 'minAge' | 'maxAge'>): boolean {
  const aboveMin = category.minAge <= OPEN_MIN_AGE || age >= category.minAge;
  const belowMax = category.maxAge >= OPEN_MAX_AGE || age <= category.maxAge;
  return aboveMin && belowMax;
}

/**
 * The categories a registrant may pick for a branch and age, in configured order. Overall
 * (absolutos) categories are earned, not picked, and hidden ones are not offered. An empty list
 * means the catalogue's 'Esta distancia no tiene categorías para el genero seleccionado y edad
 * seleccionada'.
 */
export function categoriesFor(
  categories: readonly CategoryConfig[],
  options: { branch: Branch; age: number },
): CategoryConfig[] {
  return categories.filter(
    (category) =>
      category.branch === options.branch &&
      !category.isOverall &&
      !category.hidden &&
      ageFitsCategory(options.age, category),
  );
}

/** The first category for a branch and age, or null when none fits. */
export function categoryFor(
  categories: readonly CategoryConfig[],
  options: { branch: Branch; age: number },
): CategoryConfig | null {
  return categoriesFor(categories, options)[0] ?? null;
}

/** rama as stored: 'F', 'M', and 'V' (varonil) read as 'M'; anything else is null. */
export function parseBranch(value: string): Branch | null {
  const upper = value.trim().toUpperCase();
  if (upper === 'F') return 'F';
  if (upper === 'M' || upper === 'V') return 'M';
  return null;
}
