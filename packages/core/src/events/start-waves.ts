/** The part of a start wave that decides who starts in it: an optional range of bibs, both ends included. */
export interface WaveBibRange {
  bibFrom?: number | null;
  bibTo?: number | null;
}

const hasRange = (wave: WaveBibRange): wave is { bibFrom: number; bibTo: number } => wave.bibFrom != null && wave.bibTo != null;

/** Whether two waves claim a bib in common (a wave without a range claims none). */
export function bibRangesOverlap(a: WaveBibRange, b: WaveBibRange): boolean {
  return hasRange(a) && hasRange(b) && a.bibFrom <= b.bibTo && b.bibFrom <= a.bibTo;
}

/**
 * The wave an athlete starts in: the one whose bib range holds their bib, else the first (the modality's start).
 * Undefined only for a modality without waves.
 */
export function waveForBib<T extends WaveBibRange>(waves: readonly T[], bib: number): T | undefined {
  return waves.find((wave) => hasRange(wave) && wave.bibFrom <= bib && bib <= wave.bibTo) ?? waves[0];
}
