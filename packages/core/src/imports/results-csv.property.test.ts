import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { controlCode } from '../results/controls.ts';
import type { Branch, ResultRow, Split } from '../results/types.ts';
import { importedModalityToConfig } from './imported-modality.ts';
import { parseResultsCsv } from './results-csv.ts';
import { resultsToCsv } from './results-csv-format.ts';

const HOUR = 3_600_000;

/** Names with what CSV must survive: delimiters, quotes, line breaks, accents. */
const nameArbitrary = fc
  .string({ unit: fc.constantFrom('a', 'Z', 'á', 'Ñ', 'ü', ' ', ',', ';', '"', '\n', '\r\n', '*', "'", '-'), minLength: 1, maxLength: 30 })
  .filter((name) => name.trim() === name && name !== '');

const durationArbitrary = fc.integer({ min: 1, max: 200 * HOUR });

const splitsArbitrary = fc
  .uniqueArray(
    fc.record({ point: fc.integer({ min: 1, max: 5 }), lap: fc.integer({ min: 1, max: 3 }), timeMs: durationArbitrary }),
    { selector: ({ point, lap }) => controlCode(point, lap), maxLength: 6 },
  )
  .map((entries): Split[] =>
    entries
      .map(({ point, lap, timeMs }) => ({ controlCode: controlCode(point, lap), timeMs }))
      .sort((a, b) => a.controlCode - b.controlCode),
  );

const instantArbitrary = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

const rowFields = fc.record({
  name: nameArbitrary,
  modalityCode: fc.constantFrom('5K', '10K', 'Medio Maratón'),
  branch: fc.constantFrom<Branch>('F', 'M'),
  categoryCode: fc.constantFrom('LIBRE', 'MASTER', 'Juvenil A'),
  officialTimeMs: fc.option(durationArbitrary),
  realTimeMs: fc.option(durationArbitrary),
  arrivedAt: fc.option(instantArbitrary),
  splits: splitsArbitrary,
  startRecorded: fc.boolean(),
  deleted: fc.boolean(),
  dnf: fc.boolean(),
  dnfOverTime: fc.boolean(),
  dq: fc.boolean(),
  dns: fc.boolean(),
});

const rowsArbitrary = fc
  .uniqueArray(fc.tuple(fc.integer({ min: 1, max: 2_147_483_647 }), rowFields), {
    selector: ([bib]) => bib,
    minLength: 1,
    maxLength: 30,
  })
  .map((entries): ResultRow[] => entries.map(([bib, fields]) => ({ bib, ...fields })));

const formatArbitrary = fc.record({
  delimiter: fc.constantFrom<',' | ';' | '\t'>(',', ';', '\t'),
  lineEnding: fc.constantFrom<'\r\n' | '\n'>('\r\n', '\n'),
  bom: fc.boolean(),
});

describe('results CSV round trip', () => {
  it('reads back the rows it wrote, into new modalities or into the existing ones', () => {
    fc.assert(
      fc.property(rowsArbitrary, formatArbitrary, (rows, format) => {
        const text = resultsToCsv(rows, format);
        const created = parseResultsCsv(text, { modalities: [] });
        if (!created.ok) throw new Error(created.problems.map((p) => p.message).join('\n'));
        expect(created.results).toEqual(rows);
        expect(created.modalities.map((m) => m.code).sort()).toEqual([...new Set(rows.map((r) => r.modalityCode))].sort());

        const existing = parseResultsCsv(text, { modalities: created.modalities.map(importedModalityToConfig) });
        if (!existing.ok) throw new Error(existing.problems.map((p) => p.message).join('\n'));
        expect(existing.results).toEqual(rows);
        expect(existing.modalities).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
