/** How an organizer's certificate looks (certificateConfig). */
export interface CertificateSettings {
  enabled: boolean;
  backgroundUrl?: string;
  textColor?: string;
  textPosition?: 'left' | 'center' | 'right';
  verticalOffset?: number;
  whiteBackdrop?: boolean;
}

/** timingConfig of an event (its finish videos live in the `finish_videos` table since issue 14). */
export interface TimingSettings {
  showAll: boolean;
  showDns: boolean;
  hideControls: boolean;
  message: string | null;
  certificate: CertificateSettings;
}

export const defaultTimingSettings: TimingSettings = {
  showAll: false,
  showDns: false,
  hideControls: false,
  message: null,
  certificate: { enabled: true },
};

/** Fills what a stored or imported timing config leaves out. */
export function withTimingDefaults(value: Partial<TimingSettings> | null | undefined): TimingSettings {
  return {
    ...defaultTimingSettings,
    ...(value ?? {}),
    certificate: { ...defaultTimingSettings.certificate, ...(value?.certificate ?? {}) },
  };
}

