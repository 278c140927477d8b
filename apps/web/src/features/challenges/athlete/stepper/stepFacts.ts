import { formAnswered, type ChallengeCard, type MyParticipation, type StepFacts } from '@dorsal/core';

/** What core's stepBlocker reads, from the card and the participation the page holds. */
export function stepFactsOf(challenge: ChallengeCard, participant: MyParticipation | null): StepFacts {
  return {
    priceCents: challenge.priceCents,
    hasForm: challenge.formFields.length > 0,
    participant: participant && {
      active: participant.active,
      paymentStatus: participant.paymentStatus,
      formAnswered: formAnswered(challenge.formFields, participant.formAnswers),
      goalSeconds: participant.goalSeconds,
      finishSeconds: participant.finishSeconds,
      hasWearable: participant.hasWearable,
      evidenceCount: participant.evidencePhotos.length,
    },
  };
}
