/**
 * What an import produces, shaped 1:1 (camelCase) on the tables it is written into (events,
 * modalities, categories, checkpoints, results; migration 20261122010000_events). Nothing here is
 * written until the whole file validated: an import either yields all of its data or only problems.
 */
import type { CallDocument } from '../events/call-document.ts';
import type { CategoryConfig, ResultRow, TimingConfig } from '../results/types.ts';

/** events.status: eventoDisponible 2 / 4 / 1. */
export const importedEventStatuses = ['registration', 'live', 'results'] as const;
export type ImportedEventStatus = (typeof importedEventStatuses)[number];

/** timingConfig.eventVideos entry. */
export interface ImportedVideo {
  videoId: string;
  title: string;
  /**
   * Instant at second 0 of the video: a date-time, or a time of day on the event date, becomes
   * ISO 8601 UTC; other text is kept as stored.
   */
  startTime: string;
  endTime: string;
  hide: boolean;
}

/** certificateConfig, as far as the old platform's fields are recognised (the rest is dropped). */
export interface ImportedCertificate {
  enabled: boolean;
  backgroundUrl?: string;
  textColor?: string;
  textPosition?: 'left' | 'center' | 'right';
  /** Fraction 0..1 of the height where the text starts. */
  verticalOffset?: number;
  whiteBackdrop?: boolean;
}

/** events.timing_config; assignable to the events area's Partial<TimingSettings>. */
export interface ImportedTiming extends TimingConfig {
  videos: ImportedVideo[];
  /** messages.message_1: the organizer's message on the results page. */
  message?: string;
  certificate?: ImportedCertificate;
}

/** A row of `events`. */
export interface ImportedEvent {
  name: string;
  /** 'YYYY-MM-DD', the event's local date. */
  eventDate: string;
  /** 'HH:MM', local. */
  startTime: string;
  /** IANA zone the file's local date-times were read in. */
  timeZone: string;
  place: string;
  city: string;
  country: string;
  logoUrl?: string;
  hasWebsite: boolean;
  /** Absent when the file does not say (the table's default applies). */
  status?: ImportedEventStatus;
  /** edadActual: category age at the event date (true) or at 31 December (false). */
  ageAtEventDate: boolean;
  isTest?: boolean;
  businessId?: string;
  facebookPixel?: string;
  gaId?: string;
  organizerColor?: string;
  privacyLink?: string;
  timing: ImportedTiming;
  /** fotosEvento.configuracionFotos, kept as stored. */
  photoConfig?: Record<string, unknown>;
  /** convocatoria, in the shape the event page renders (legacy-call-document.ts). */
  callDocument?: CallDocument;
  /** iDEvento of the old platform. */
  legacyId?: string;
}

/** hSalidas entry: modalities.start_waves. */
export interface ImportedStartWave {
  /** descripcionSerie. */
  name: string;
  /** hS as an ISO 8601 UTC instant; null when unset ('0000-00-00 00:00:00' or empty). */
  startAt: string | null;
}

/** A row of `categories`. */
export interface ImportedCategory extends CategoryConfig {
  sortOrder: number;
}

/** A row of `modalities` with its `categories`. */
export interface ImportedModality {
  code: string;
  name: string;
  description: string;
  sortOrder: number;
  hidden: boolean;
  isBackyard: boolean;
  /** Athletes per entry (relays and teams); 1 when absent. */
  teamSize?: number;
  startWaves: ImportedStartWave[];
  categories: ImportedCategory[];
}

/** checkpoints.laps entry. */
export interface ImportedCheckpointLap {
  modalityCode: string;
  lap: number;
  /** tipoControl; 3 = not shown as a control. */
  kind: number;
}

/** A row of `checkpoints`. */
export interface ImportedCheckpoint {
  number: number;
  description: string;
  distanceKm?: number;
  laps: ImportedCheckpointLap[];
}

/** A whole event brought from the old platform. */
export interface EventImport {
  event: ImportedEvent;
  modalities: ImportedModality[];
  checkpoints: ImportedCheckpoint[];
  /** Positions are not imported: the rankings recompute them. */
  results: ResultRow[];
}

/** One reason a file cannot be imported. `message` is Spanish, complete, and shown as is. */
export interface ImportProblem {
  /** CSV: the 1-based line where the record starts. JSON: the 1-based position in its section. */
  row?: number;
  /** The column (CSV) or field (JSON) at fault, as written in the file. */
  field?: string;
  message: string;
}

export type ImportOutcome =
  | {
      ok: true;
      data: EventImport;
      /** What the import decided on its own and the organizer should know (Spanish). */
      notices: string[];
    }
  | { ok: false; problems: ImportProblem[] };
