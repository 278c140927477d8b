import { describe, expect, it } from 'vitest';
import { rankModality } from './ranking.ts';
import { category, modality, row, timing } from './test-support.ts';
import { winnersByCategory } from './winners.ts';

const min = (minutes: number) => minutes * 60_000;

describe('winnersByCategory', () => {
  const tenK = modality({
    categories: [
      category({ code: 'ABS', isOverall: true, winnersCount: 2 }),
      category({ code: 'SEN', minAge: 30, maxAge: 39, winnersCount: 2 }),
      category({ code: 'MAS', minAge: 40, maxAge: 200, winnersCount: 1 }),
      category({ code: 'SIN', winnersCount: 0 }),
      category({ code: 'SEN', branch: 'F', winnersCount: 3 }),
    ],
  });
  const ranked = rankModality(
    [
      row({ bib: 1, categoryCode: 'SEN', officialTimeMs: min(30) }),
      row({ bib: 2, categoryCode: 'MAS', officialTimeMs: min(31) }),
      row({ bib: 3, categoryCode: 'SEN', officialTimeMs: min(32) }),
      row({ bib: 4, categoryCode: 'MAS', officialTimeMs: min(33) }),
      row({ bib: 5, categoryCode: 'SEN', officialTimeMs: min(34) }),
      row({ bib: 6, categoryCode: 'SEN', officialTimeMs: min(35) }),
      row({ bib: 7, categoryCode: 'MAS', officialTimeMs: min(36) }),
      row({ bib: 8, categoryCode: 'SEN', dq: true, officialTimeMs: min(20) }),
      row({ bib: 9, branch: 'F', categoryCode: 'SEN', officialTimeMs: min(40) }),
      row({ bib: 10, modalityCode: '5K', categoryCode: 'SEN', officialTimeMs: min(10) }),
    ],
    { modality: tenK, timing },
  );

  it('lists each podium by cantidadGanadores, overall winners only in the overall podium', () => {
    const podiums = winnersByCategory(ranked, tenK).map(({ category: c, winners }) => [
      `${c.branch}/${c.code}`,
      winners.map((r) => r.bib),
    ]);
    expect(podiums).toEqual([
      ['M/ABS', [1, 2]],
      ['M/SEN', [3, 5]],
      ['M/MAS', [4]],
      ['F/SEN', [9]],
    ]);
  });
});
