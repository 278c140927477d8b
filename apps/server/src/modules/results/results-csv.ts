import { Readable } from 'node:stream';
import { controlCode, resultsCsvHeader, resultsCsvRecord, writeCsv } from '@dorsal/core';
import type { EventsRepository } from '../events/events.repository.ts';
import { toResultRow, type StoredResult } from './results.repository.ts';
import type { ResultsService } from './results.service.ts';

/**
 * The published rows as the importer's CSV (UTF-8 with BOM, so Excel reads accents), written batch
 * by batch as the database answers: a 30,000-runner event never sits in memory as one text.
 */
export function resultsCsvStream(
  deps: { results: ResultsService; events: Pick<EventsRepository, 'checkpoints'> },
  eventId: number,
  modality: string | undefined,
  /** The published rows in report order (default), or every stored row by bib (the event's staff). */
  rows: (eventId: number, modality: string | undefined) => AsyncIterable<StoredResult[]> = deps.results.listedRows,
): Readable {
  async function* lines() {
    const checkpoints = await deps.events.checkpoints(eventId);
    const codes = [
      ...new Set(
        checkpoints.flatMap((checkpoint) =>
          checkpoint.laps.filter((lap) => !modality || lap.modalityCode === modality).map((lap) => controlCode(checkpoint.number, lap.lap)),
        ),
      ),
    ].sort((a, b) => a - b);
    let first = true;
    for await (const batch of rows(eventId, modality)) {
      const records = batch.map((row) => resultsCsvRecord(toResultRow(row), codes));
      yield writeCsv(first ? [resultsCsvHeader(codes), ...records] : records, { bom: first });
      first = false;
    }
    if (first) yield writeCsv([resultsCsvHeader(codes)], { bom: true });
  }
  return Readable.from(lines());
}
