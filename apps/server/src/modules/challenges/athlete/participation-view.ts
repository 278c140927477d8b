import { challengeFormFields, formAnswered, secondsToChallengeText, type ChallengeCard, type MyParticipation, type StepFacts } from '@dorsal/core';
import type { ChallengeAthleteRepository } from './athlete.repository.ts';

type ChallengeRow = NonNullable<Awaited<ReturnType<ChallengeAthleteRepository['findChallenge']>>>;
type ParticipantRow = NonNullable<Awaited<ReturnType<ChallengeAthleteRepository['findParticipant']>>>;
export type { ChallengeRow, ParticipantRow };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toChallengeCard(row: ChallengeRow, participants: number): ChallengeCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    distanceKm: Number(row.distanceKm),
    startsAt: iso(row.startsAt)!,
    endsAt: iso(row.endsAt)!,
    timeZone: row.timeZone,
    kind: row.kind,
    priceCents: row.priceCents,
    currency: row.currency,
    photoUrl: row.photoUrl,
    admitResults: row.admitResults,
    ended: row.ended,
    formFields: challengeFormFields(row.form),
    startAudioUrl: row.startAudioUrl,
    finishAudioUrl: row.finishAudioUrl,
    participants,
  };
}

const answersOf = (value: unknown): Record<string, string> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : null;

export function toParticipation(row: ParticipantRow, evidencePhotos: string[]): MyParticipation {
  return {
    raceNumber: row.raceNumber,
    firstNames: row.firstNames,
    lastNames: row.lastNames,
    gender: row.gender,
    categoryName: row.categoryName,
    categoryCode: row.categoryCode,
    active: row.active,
    paymentStatus: row.paymentStatus,
    cashSlip:
      row.paymentStatus === 'pending' && row.cashReference && row.cashExpiresAt
        ? { reference: row.cashReference, amountCents: row.cashAmountCents ?? 0, expiresAt: iso(row.cashExpiresAt)! }
        : null,
    formAnswers: answersOf(row.formAnswers),
    goalTime: secondsToChallengeText(row.goalSeconds),
    goalSeconds: row.goalSeconds,
    finishTime: secondsToChallengeText(row.finishSeconds),
    finishSeconds: row.finishSeconds,
    finishRecordedAt: iso(row.finishRecordedAt),
    hasWearable: row.wearableSummary !== null,
    startPhotoUrl: row.startPhotoUrl,
    finishPhotoUrl: row.finishPhotoUrl,
    evidencePhotos,
    step: row.step,
  };
}

/** What the stepper's gating reads (core stepBlocker), from the stored rows. */
export function stepFactsOf(challenge: ChallengeRow, participant: ParticipantRow | undefined, evidenceCount: number): StepFacts {
  const fields = challengeFormFields(challenge.form);
  return {
    priceCents: challenge.priceCents,
    hasForm: fields.length > 0,
    participant: participant
      ? {
          active: participant.active,
          paymentStatus: participant.paymentStatus,
          formAnswered: formAnswered(fields, answersOf(participant.formAnswers)),
          goalSeconds: participant.goalSeconds,
          finishSeconds: participant.finishSeconds,
          hasWearable: participant.wearableSummary !== null,
          evidenceCount,
        }
      : null,
  };
}
