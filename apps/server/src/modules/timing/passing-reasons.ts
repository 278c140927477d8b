import { messages, type PassingReview } from '@dorsal/core';

/** Why a stored reading is not counted, in Spanish: an unknown bib, or the review reason; null for a counted or deleted one. */
export function passingReasonText(status: string, reason: string | null): string | null {
  if (status === 'unmatched') return messages.timing.review.unmatched;
  if (status === 'review' && reason && reason in messages.timing.reviewReasons) return messages.timing.reviewReasons[reason as PassingReview];
  return null;
}
