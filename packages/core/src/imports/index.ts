export type {
  EventImport,
  ImportOutcome,
  ImportProblem,
  ImportedCategory,
  ImportedCheckpoint,
  ImportedCheckpointLap,
  ImportedEvent,
  ImportedEventStatus,
  ImportedModality,
  ImportedStartWave,
  ImportedTiming,
  ImportedVideo,
} from './import.types.ts';
export { importedEventStatuses } from './import.types.ts';
export { MAX_IMPORT_PROBLEMS } from './import-problems.ts';
export { readCsv, writeCsv, type CsvDelimiter, type CsvReadResult, type CsvRecord } from './csv.ts';
export { REQUIRED_RESULTS_CSV_COLUMNS, RESULTS_CSV_COLUMNS, type ResultsCsvColumn } from './results-csv-columns.ts';
export { parseResultsCsv, type ResultsCsvContext, type ResultsCsvOutcome } from './results-csv.ts';
export { resultsCsvHeader, resultsCsvRecord, resultsToCsv, splitColumnName, type ResultsCsvFormatOptions } from './results-csv-format.ts';
export { parseLegacyEventJson, type LegacyImportOptions } from './legacy-json.ts';
export { importedModalityToConfig } from './imported-modality.ts';
export { DEFAULT_IMPORT_TIME_ZONE } from './local-time.ts';
export { importsApi } from './imports.api.ts';
