import type { Branch } from '../results/types.ts';

export const eventStatuses = ['registration', 'live', 'results'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const eventStaffRoles = ['owner', 'organizerManager', 'clientManager', 'pointOfSale'] as const;
export type EventStaffRole = (typeof eventStaffRoles)[number];

/** A finish-line video: a YouTube id or an uploaded file, and the clock instants it covers. */
export interface EventVideo {
  videoId?: string;
  url?: string;
  title: string;
  /** Instant (ISO 8601) shown at second 0 of the video. */
  startTime: string;
  endTime: string;
  hide: boolean;
}

/** How an organizer's certificate looks (certificateConfig). */
export interface CertificateSettings {
  enabled: boolean;
  backgroundUrl?: string;
  textColor?: string;
  textPosition?: 'left' | 'center' | 'right';
  verticalOffset?: number;
  whiteBackdrop?: boolean;
}

/** timingConfig of an event. */
export interface TimingSettings {
  showAll: boolean;
  showDns: boolean;
  hideControls: boolean;
  message: string | null;
  videos: EventVideo[];
  certificate: CertificateSettings;
}

export const defaultTimingSettings: TimingSettings = {
  showAll: false,
  showDns: false,
  hideControls: false,
  message: null,
  videos: [],
  certificate: { enabled: true },
};

/** Fills what a stored or imported timing config leaves out. */
export function withTimingDefaults(value: Partial<TimingSettings> | null | undefined): TimingSettings {
  return {
    ...defaultTimingSettings,
    ...(value ?? {}),
    videos: value?.videos ?? [],
    certificate: { ...defaultTimingSettings.certificate, ...(value?.certificate ?? {}) },
  };
}

export type CallDocumentBlock =
  | { kind: 'text'; title?: string; text: string }
  | { kind: 'list'; title?: string; items: string[] }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'image'; url: string; alt: string }
  | { kind: 'map'; label: string; url: string };

export interface CallDocument {
  title?: string;
  blocks: CallDocumentBlock[];
}

export interface EventCard {
  id: number;
  name: string;
  logoUrl: string | null;
  date: string;
  startTime: string;
  timeZone: string;
  place: string;
  city: string;
  country: string;
  status: EventStatus;
  hasWebsite: boolean;
  hasCallDocument: boolean;
}

export interface CategoryView {
  branch: Branch;
  code: string;
  name: string;
  minAge: number;
  maxAge: number;
  winnersCount: number;
  isOverall: boolean;
}

export interface StartWave {
  name: string;
  startAt: string;
}

export interface ModalityView {
  code: string;
  name: string;
  description: string;
  isBackyard: boolean;
  startWaves: StartWave[];
  categories: CategoryView[];
}

export interface CheckpointLap {
  modalityCode: string;
  lap: number;
  kind: number;
}

export interface CheckpointView {
  number: number;
  description: string;
  distanceKm: number | null;
  laps: CheckpointLap[];
}

export interface EventDetail extends EventCard {
  message: string | null;
  timing: { showAll: boolean; showDns: boolean; hideControls: boolean };
  modalities: ModalityView[];
  checkpoints: CheckpointView[];
  callDocument: CallDocument | null;
  /** Athletes with a position, out of every result row (the live and results pages' big count). */
  resultCounts: { finishers: number; total: number };
  canManage: boolean;
}
