import type { CategoryConfig, ModalityConfig, RankedRow } from './types.ts';

/**
 * The place an athlete holds in their own (registered) category. An overall winner has none: they
 * are taken out of it, and their `categoryPosition` is their place on the overall podium
 * (`rankedCategoryCode`). Every display of a category place reads this, so a category never shows
 * two athletes in first place; an overall winner is shown as 'Absoluto' instead of a number.
 */
export function ownCategoryPosition(row: Pick<RankedRow, 'categoryPosition' | 'isOverallWinner'>): number {
  return row.isOverallWinner ? 0 : row.categoryPosition;
}

export interface CategoryWinners {
  category: CategoryConfig;
  /** Positions 1..winnersCount of the category, in order; fewer when fewer finished. */
  winners: RankedRow[];
}

/**
 * The podium of every category of a modality with winnersCount above 0, in configured order.
 * The overall (absolutos) category lists the overall winners, who are not listed again in their
 * age categories. Rows of other modalities are ignored.
 */
export function winnersByCategory(rows: readonly RankedRow[], modality: ModalityConfig): CategoryWinners[] {
  const podiums = new Map<string, RankedRow[]>();
  const key = (branch: string, code: string) => `${branch}\u0000${code}`;
  const sizes = new Map(modality.categories.map((category) => [key(category.branch, category.code), category.winnersCount]));
  for (const row of rows) {
    if (row.modalityCode !== modality.code || row.categoryPosition === 0) continue;
    const podiumKey = key(row.branch, row.rankedCategoryCode);
    if (row.categoryPosition > (sizes.get(podiumKey) ?? 0)) continue;
    const podium = podiums.get(podiumKey) ?? [];
    podium.push(row);
    podiums.set(podiumKey, podium);
  }
  return modality.categories
    .filter((category) => category.winnersCount > 0)
    .map((category) => ({
      category,
      winners: (podiums.get(key(category.branch, category.code)) ?? []).sort(
        (a, b) => a.categoryPosition - b.categoryPosition,
      ),
    }));
}
