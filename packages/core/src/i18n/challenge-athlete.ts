/** Virtual challenges (issue 12): the athlete's challenge screens (list, detail, the five steps, results and podium). */
export const challengeAthleteMessages = {
  challengeAthlete: {},
} as const;
