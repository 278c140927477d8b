import { describe, expect, it } from 'vitest';
import { rankModality, rankResults } from './ranking.ts';
import { category, modality, row, timing } from './test-support.ts';
import type { ModalityConfig } from './types.ts';

const min = (minutes: number) => minutes * 60_000;
const config = { modality: modality(), timing };
const positionsOf = (rows: ReturnType<typeof rankModality>) =>
  rows.map((r) => [r.bib, r.overallPosition, r.branchPosition, r.categoryPosition, r.rankedCategoryCode]);

describe('rankModality', () => {
  it('ranks overall, by branch and by category on official time', () => {
    const noOverall: ModalityConfig = { code: '10K', name: '10 km', categories: modality().categories.filter((c) => !c.isOverall) };
    const ranked = rankModality(
      [
        row({ bib: 1, branch: 'M', categoryCode: 'SEN', officialTimeMs: min(40) }),
        row({ bib: 2, branch: 'F', categoryCode: 'SEN', officialTimeMs: min(38) }),
        row({ bib: 3, branch: 'M', categoryCode: 'JUV', officialTimeMs: min(35) }),
        row({ bib: 4, branch: 'M', categoryCode: 'SEN', officialTimeMs: min(36) }),
        row({ bib: 5, branch: 'F', categoryCode: 'MAS', officialTimeMs: min(50) }),
      ],
      { modality: noOverall, timing },
    );
    expect(positionsOf(ranked)).toEqual([
      [3, 1, 1, 1, 'JUV'],
      [4, 2, 2, 1, 'SEN'],
      [2, 3, 1, 1, 'SEN'],
      [1, 4, 3, 2, 'SEN'],
      [5, 5, 2, 1, 'MAS'],
    ]);
    expect(ranked.every((r) => !r.isOverallWinner && r.flag === null)).toBe(true);
  });

  it('orders equal times by bib ascending, with distinct positions', () => {
    const ranked = rankModality(
      [row({ bib: 9, officialTimeMs: min(30) }), row({ bib: 2, officialTimeMs: min(30) }), row({ bib: 5, officialTimeMs: min(29) })],
      config,
    );
    expect(ranked.map((r) => [r.bib, r.overallPosition])).toEqual([
      [5, 1],
      [2, 2],
      [9, 3],
    ]);
  });

  it('gives flagged rows position 0 and lists them after, by flag priority then time', () => {
    const ranked = rankModality(
      [
        row({ bib: 1, officialTimeMs: null, startRecorded: false }), // dns
        row({ bib: 2, deleted: true, officialTimeMs: min(20) }), // dq
        row({ bib: 3, officialTimeMs: null }), // dnf
        row({ bib: 4, officialTimeMs: min(45) }),
        row({ bib: 5, name: 'Lenta*', officialTimeMs: min(90) }), // dnf-plus
        row({ bib: 6, dnfOverTime: true, officialTimeMs: min(80) }),
      ],
      config,
    );
    expect(ranked.map((r) => [r.bib, r.flag, r.overallPosition])).toEqual([
      [4, null, 1],
      [6, 'dnfOverTime', 0],
      [5, 'dnfOverTime', 0],
      [3, 'dnf', 0],
      [2, 'dq', 0],
      [1, 'dns', 0],
    ]);
    expect(ranked.slice(1).every((r) => r.branchPosition === 0 && r.categoryPosition === 0 && !r.isOverallWinner)).toBe(true);
  });

  it('takes the overall winners out of their age categories', () => {
    const rows = [1, 2, 3, 4, 5, 6].map((bib) =>
      row({ bib, branch: 'M', categoryCode: bib % 2 === 0 ? 'SEN' : 'MAS', officialTimeMs: min(30 + bib) }),
    );
    rows.push(row({ bib: 20, branch: 'F', categoryCode: 'SEN', officialTimeMs: min(45) }));
    const ranked = rankModality(rows, config);
    expect(ranked.map((r) => [r.bib, r.isOverallWinner, r.rankedCategoryCode, r.categoryPosition])).toEqual([
      [1, true, 'ABS', 1],
      [2, true, 'ABS', 2],
      [3, true, 'ABS', 3],
      [4, false, 'SEN', 1],
      [5, false, 'MAS', 1],
      [6, false, 'SEN', 2],
      [20, true, 'ABS', 1],
    ]);
    expect(ranked.map((r) => r.categoryCode)).toEqual(['MAS', 'SEN', 'MAS', 'SEN', 'MAS', 'SEN', 'SEN']);
  });

  it('keeps everyone in their category when the branch has no overall category', () => {
    const ranked = rankModality(
      [row({ bib: 1, categoryCode: 'SEN', officialTimeMs: min(30) })],
      { modality: { code: '10K', name: '10 km', categories: [category({ code: 'SEN' })] }, timing },
    );
    expect(ranked[0]).toMatchObject({ isOverallWinner: false, rankedCategoryCode: 'SEN', categoryPosition: 1 });
  });

  it('fills an open overall podium before a bounded (master) one, which only takes its ages', () => {
    const withMaster: ModalityConfig = {
      code: '10K',
      name: '10 km',
      categories: [
        category({ code: 'MABS', isOverall: true, minAge: 40, maxAge: 200, winnersCount: 1 }),
        category({ code: 'ABS', isOverall: true, winnersCount: 1 }),
        category({ code: 'SEN', minAge: 30, maxAge: 39 }),
        category({ code: 'MAS', minAge: 40, maxAge: 49 }),
      ],
    };
    const ranked = rankModality(
      [
        row({ bib: 1, categoryCode: 'MAS', officialTimeMs: min(30) }),
        row({ bib: 2, categoryCode: 'SEN', officialTimeMs: min(31) }),
        row({ bib: 3, categoryCode: 'MAS', officialTimeMs: min(32) }),
        row({ bib: 4, categoryCode: 'MAS', officialTimeMs: min(33) }),
        row({ bib: 5, categoryCode: 'DESCONOCIDA', officialTimeMs: min(34) }),
      ],
      { modality: withMaster, timing },
    );
    expect(ranked.map((r) => [r.bib, r.rankedCategoryCode, r.categoryPosition, r.isOverallWinner])).toEqual([
      [1, 'ABS', 1, true],
      [2, 'SEN', 1, false],
      [3, 'MABS', 1, true],
      [4, 'MAS', 1, false],
      [5, 'DESCONOCIDA', 1, false],
    ]);
  });

  it('does not modify its input', () => {
    const input = [row({ bib: 1 })];
    const copy = JSON.parse(JSON.stringify(input)) as unknown;
    rankModality(input, config);
    expect(input).toEqual(copy);
  });
});

describe('rankResults', () => {
  it('ranks each modality apart, in configured order, unknown modalities last', () => {
    const fiveK: ModalityConfig = { code: '5K', name: '5 km', categories: [] };
    const ranked = rankResults(
      [
        row({ bib: 1, modalityCode: '10K', officialTimeMs: min(40) }),
        row({ bib: 2, modalityCode: 'X', officialTimeMs: min(10) }),
        row({ bib: 3, modalityCode: '5K', officialTimeMs: min(25) }),
        row({ bib: 4, modalityCode: '5K', officialTimeMs: min(20) }),
      ],
      { modalities: [fiveK, modality()], timing },
    );
    expect(ranked.map((r) => [r.modalityCode, r.bib, r.overallPosition])).toEqual([
      ['5K', 4, 1],
      ['5K', 3, 2],
      ['10K', 1, 1],
      ['X', 2, 1],
    ]);
  });
});
