import { parseIsoDate } from '../dates/iso-date.ts';
import { messages } from '../i18n/messages.ts';
import { ageFitsCategory, categoryAge, OPEN_MAX_AGE, OPEN_MIN_AGE } from '../results/categories.ts';
import type { Branch, CategoryConfig } from '../results/types.ts';
import { fill } from '../i18n/fill.ts';

const m = messages.registration;

export interface CategoryPickerInput {
  /** The modality's categories (every branch). */
  categories: readonly CategoryConfig[];
  branch: Branch | null | undefined;
  birthDate: string | null | undefined;
  eventDate: string;
  /** edadActual: age on the event date; off = age on 31 December of the event's year. */
  ageAtEventDate: boolean;
  /** categoriasInferiores: also offer every category whose lower bound is at or below the age. */
  lowerCategories: boolean;
}

export interface OfferedCategory {
  category: CategoryConfig;
  suggested: boolean;
  /** The name, plus ' (Sugerida para tu edad)' on the suggested one. */
  label: string;
}

export interface CategoryPicker {
  /** The age that picks categories; null until gender and birth date are known. */
  age: number | null;
  categories: OfferedCategory[];
  /** The code of the only category offered. */
  autoSelected?: string;
  message?: string;
}

function span(category: CategoryConfig): number {
  const min = category.minAge <= OPEN_MIN_AGE ? OPEN_MIN_AGE : category.minAge;
  const max = category.maxAge >= OPEN_MAX_AGE ? OPEN_MAX_AGE : category.maxAge;
  return max - min;
}

function offeredFor(input: CategoryPickerInput, age: number): CategoryConfig[] {
  return input.categories.filter(
    (category) =>
      category.branch === input.branch &&
      !category.isOverall &&
      !category.hidden &&
      (ageFitsCategory(age, category) || (input.lowerCategories && category.minAge <= age)),
  );
}

/**
 * The categories a registrant may pick in one modality (spec §2 category picker, §5):
 * - gender and birth date come first ('Selecciona el género y fecha de nacimiento para continuar');
 * - never overall (absolutos) or hidden categories; the age fits edadDesde..edadHasta (0 and 200
 *   open), or with categoriasInferiores any category with edadDesde ≤ age;
 * - the category that fits the age is flagged '(Sugerida para tu edad)': the narrowest fitting age
 *   range, the first listed on a tie (so at most one is suggested);
 * - a single category is auto-selected; none gives 'Esta distancia no tiene categorías para el
 *   género seleccionado y edad seleccionada'.
 */
export function offeredCategories(input: CategoryPickerInput): CategoryPicker {
  if (!input.branch || !input.birthDate || !parseIsoDate(input.birthDate)) {
    return { age: null, categories: [], message: m.chooseGenderAndBirthDate };
  }
  const age = categoryAge({ birthDate: input.birthDate, eventDate: input.eventDate, ageAtEventDate: input.ageAtEventDate });
  const offered = offeredFor(input, age);
  if (offered.length === 0) return { age, categories: [], message: m.noCategories };

  const suggested = offered
    .filter((category) => ageFitsCategory(age, category))
    .reduce<CategoryConfig | null>((best, category) => (best === null || span(category) < span(best) ? category : best), null);
  const categories = offered.map((category) => ({
    category,
    suggested: category === suggested,
    label: category === suggested ? fill(m.suggestedLabel, { name: category.name }) : category.name,
  }));
  return offered.length === 1 ? { age, categories, autoSelected: offered[0]!.code } : { age, categories };
}

/** Server-side check that a chosen category is one the picker offers. */
export function isCategoryOffered(input: CategoryPickerInput, categoryCode: string): boolean {
  return offeredCategories(input).categories.some(({ category }) => category.code === categoryCode);
}

/** The athlete's choices in the options step. */
export interface RegistrationChoice {
  branch: Branch | null;
  birthDate: string | null;
  modalityCode: string | null;
  categoryCode: string | null;
}

/**
 * Applies a change (§4 wizard): changing gender or birth date resets modality and category;
 * changing modality resets the category.
 */
export function changeChoice(current: RegistrationChoice, change: Partial<RegistrationChoice>): RegistrationChoice {
  const next = { ...current, ...change };
  const personChanged =
    ('branch' in change && change.branch !== current.branch) || ('birthDate' in change && change.birthDate !== current.birthDate);
  if (personChanged) return { ...next, modalityCode: null, categoryCode: null };
  if ('modalityCode' in change && change.modalityCode !== current.modalityCode) return { ...next, categoryCode: null };
  return next;
}

/** folios of a modality: capacidad (null = unlimited) and places taken (inscritos). */
export interface ModalityCapacity {
  capacity: number | null;
  taken: number;
}

/** 'AGOTADO': the capacity is at most the registered count. */
export function isSoldOut({ capacity, taken }: ModalityCapacity): boolean {
  return capacity !== null && taken >= capacity;
}

/** Places left, or null when unlimited. */
export function placesLeft({ capacity, taken }: ModalityCapacity): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}
