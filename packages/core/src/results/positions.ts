import { OPEN_MAX_AGE, OPEN_MIN_AGE } from './categories.ts';
import type { Branch, CategoryConfig, ModalityConfig, RankedRow } from './types.ts';

interface OverallSlot {
  category: CategoryConfig;
  remaining: number;
}

const branches: readonly Branch[] = ['F', 'M'];

/**
 * Writes overall, branch and category positions over rows already in ranking order (ranked rows
 * first). Unflagged rows count 1, 2, 3…; flagged rows get 0. Per branch, the overall (absolutos)
 * categories take the first `winnersCount` eligible finishers; these become overall winners and
 * their category position counts in the overall category instead of their own.
 *
 * `inPlace` writes into the given objects (they must belong to the caller); otherwise a row whose
 * fields change is copied, its index pushed to `copied`, and an unchanged row is returned as is.
 */
export function assignPositions(
  ordered: readonly RankedRow[],
  modality: ModalityConfig,
  options: { inPlace: true } | { inPlace: false; copied?: number[] },
): RankedRow[] {
  const winners = overallWinnerPicker(modality);
  const branchCount: Record<Branch, number> = { F: 0, M: 0 };
  const categoryCount: Record<Branch, Map<string, number>> = { F: new Map(), M: new Map() };
  let overallCount = 0;

  return ordered.map((row, index) => {
    let overallPosition = 0;
    let branchPosition = 0;
    let categoryPosition = 0;
    let rankedCategoryCode = row.categoryCode;
    let isOverallWinner = false;
    if (row.flag === null) {
      const overallCategory = winners(row.branch, row.categoryCode);
      if (overallCategory) {
        rankedCategoryCode = overallCategory.code;
        isOverallWinner = true;
      }
      const counts = categoryCount[row.branch];
      categoryPosition = (counts.get(rankedCategoryCode) ?? 0) + 1;
      counts.set(rankedCategoryCode, categoryPosition);
      branchPosition = ++branchCount[row.branch];
      overallPosition = ++overallCount;
    }
    if (options.inPlace) {
      row.overallPosition = overallPosition;
      row.branchPosition = branchPosition;
      row.categoryPosition = categoryPosition;
      row.rankedCategoryCode = rankedCategoryCode;
      row.isOverallWinner = isOverallWinner;
      return row;
    }
    const unchanged =
      row.overallPosition === overallPosition &&
      row.branchPosition === branchPosition &&
      row.categoryPosition === categoryPosition &&
      row.rankedCategoryCode === rankedCategoryCode &&
      row.isOverallWinner === isOverallWinner;
    if (unchanged) return row;
    options.copied?.push(index);
    return { ...row, overallPosition, branchPosition, categoryPosition, rankedCategoryCode, isOverallWinner };
  });
}

/**
 * Returns a function that, called for each finisher in order, answers the overall category the
 * finisher wins a place in, or null. Overall categories with the widest age range are filled
 * first (an open "Absolutos" before a "Master absolutos" 40+), then in configured order; a bounded
 * overall category only takes finishers whose own category lies inside its age range.
 */
function overallWinnerPicker(modality: ModalityConfig): (branch: Branch, categoryCode: string) => CategoryConfig | null {
  const slots: Record<Branch, OverallSlot[]> = { F: [], M: [] };
  const categories: Record<Branch, Map<string, CategoryConfig>> = { F: new Map(), M: new Map() };
  for (const category of modality.categories) {
    categories[category.branch].set(category.code, category);
    if (category.isOverall && category.winnersCount > 0) {
      slots[category.branch].push({ category, remaining: category.winnersCount });
    }
  }
  for (const branch of branches) {
    slots[branch].sort((a, b) => compareWidestFirst(a.category, b.category));
  }

  return (branch, categoryCode) => {
    const open = slots[branch];
    if (open.length === 0) return null;
    const own = categories[branch].get(categoryCode);
    const index = open.findIndex((slot) => isEligible(own, slot.category));
    if (index === -1) return null;
    const slot = open[index]!;
    slot.remaining -= 1;
    if (slot.remaining === 0) open.splice(index, 1);
    return slot.category;
  };
}

type AgeRange = Pick<CategoryConfig, 'minAge' | 'maxAge'>;

function lowerBound(range: AgeRange): number {
  return range.minAge <= OPEN_MIN_AGE ? 0 : range.minAge;
}

function upperBound(range: AgeRange): number {
  return range.maxAge >= OPEN_MAX_AGE ? Number.POSITIVE_INFINITY : range.maxAge;
}

/** A range that contains another sorts before it: lower bound ascending, then upper descending. */
function compareWidestFirst(a: AgeRange, b: AgeRange): number {
  const lower = lowerBound(a) - lowerBound(b);
  if (lower !== 0) return lower;
  const upperA = upperBound(a);
  const upperB = upperBound(b);
  if (upperA === upperB) return 0;
  return upperA > upperB ? -1 : 1;
}

function isEligible(own: AgeRange | undefined, overall: AgeRange): boolean {
  if (lowerBound(overall) === 0 && upperBound(overall) === Number.POSITIVE_INFINITY) return true;
  if (!own) return false;
  return lowerBound(own) >= lowerBound(overall) && upperBound(own) <= upperBound(overall);
}
