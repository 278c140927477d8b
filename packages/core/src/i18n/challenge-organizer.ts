/** Virtual challenges (issue 12): the organizer's challenge screens (dashboard, configuration, codes, participants). */
export const challengeOrganizerMessages = {
  challengeOrganizer: {},
} as const;
