
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

