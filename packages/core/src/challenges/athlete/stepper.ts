import { messages } from '../../i18n/messages.ts';

/** The five steps (spec §2): 0 registration, 1 start line, 2 the challenge, 3 finish line, 4 results. */
export const CHALLENGE_STEPS = 5;
export const LAST_CHALLENGE_STEP = CHALLENGE_STEPS - 1;

export type StepBlocker = 'registration' | 'form' | 'goal' | 'evidence';

/** What the gating reads of the challenge and of the athlete's participation. */
export interface StepFacts {
  priceCents: number;
  /** The challenge has a form with at least one field. */
  hasForm: boolean;
  participant: {
    active: boolean;
    paymentStatus: 'none' | 'pending' | 'paid';
    formAnswered: boolean;
    goalSeconds: number | null;
    finishSeconds: number | null;
    hasWearable: boolean;
    evidenceCount: number;
  } | null;
}

/**
 * Why the athlete may not go on from `step` (null when they may): step 0 needs an active registration (paid when the
 * price is above 0) and the form answered when there is one; step 1 a goal; step 2 a finish time plus a wearable
 * summary or at least one evidence photo; steps 3 and 4 always pass.
 */
export function stepBlocker(step: number, facts: StepFacts): StepBlocker | null {
  const p = facts.participant;
  if (step <= 0) {
    if (!p || !p.active || (facts.priceCents > 0 && p.paymentStatus !== 'paid')) return 'registration';
    if (facts.hasForm && !p.formAnswered) return 'form';
    return null;
  }
  if (!p || !p.active) return 'registration';
  if (step === 1) return p.goalSeconds && p.goalSeconds > 0 ? null : 'goal';
  if (step === 2) return p.finishSeconds && p.finishSeconds > 0 && (p.hasWearable || p.evidenceCount > 0) ? null : 'evidence';
  return null;
}

/** The first step from 0 up to `target` (exclusive) that blocks, or null when every step before `target` passes. */
export function firstBlockerBefore(target: number, facts: StepFacts): { step: number; blocker: StepBlocker } | null {
  for (let step = 0; step < target; step += 1) {
    const blocker = stepBlocker(step, facts);
    if (blocker) return { step, blocker };
  }
  return null;
}

/** The toast of a blocker (4 s). */
export function stepBlockerMessage(blocker: StepBlocker): string {
  return messages.challengeAthlete.blockers[blocker];
}

/** The saved step only moves forward: the larger of what is stored and what is asked, within 0–4. */
export function nextSavedStep(stored: number, requested: number): number {
  return Math.min(LAST_CHALLENGE_STEP, Math.max(stored, Math.max(0, Math.trunc(requested))));
}
