import { ageOn } from '../dates/iso-date.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

const m = messages.waiver;

/** Under this age at the event date a parent or guardian signs (spec §9). */
export const MINOR_AGE = 18;

export interface WaiverInput {
  athleteName: string;
  eventName: string;
  birthDate: string;
  eventDate: string;
  /** Parent or guardian; a blank line to sign on when not given. */
  guardianName?: string | null;
  /** The organizer's linkAvisoPrivacidad, if any. */
  privacyNoticeUrl?: string | null;
}

export interface Waiver {
  kind: 'adult' | 'minor';
  title: string;
  paragraphs: string[];
  /** Caption under the signature line. */
  signatureLabel: string;
}

export function isMinorAt(birthDate: string, eventDate: string): boolean {
  return ageOn(birthDate, eventDate) < MINOR_AGE;
}

/**
 * The liability waiver of the confirmation document: participation, physical fitness, liability,
 * image use and personal data (with the privacy notice). Athletes under 18 on the event date get
 * the parent-or-guardian version.
 */
export function waiverText(input: WaiverInput): Waiver {
  const kind = isMinorAt(input.birthDate, input.eventDate) ? 'minor' : 'adult';
  const texts = m[kind];
  const privacyNotice = input.privacyNoticeUrl?.trim()
    ? fill(m.privacyNoticeAt, { url: input.privacyNoticeUrl.trim() })
    : m.privacyNoticeDefault;
  const values = {
    athlete: input.athleteName.trim(),
    event: input.eventName.trim(),
    guardian: input.guardianName?.trim() || m.blank,
    privacyNotice,
  };
  return {
    kind,
    title: kind === 'minor' ? m.minorTitle : m.adultTitle,
    paragraphs: [texts.participation, texts.fitness, texts.liability, texts.image, texts.data, texts.acceptance].map((text) =>
      fill(text, values),
    ),
    signatureLabel: texts.signature,
  };
}
