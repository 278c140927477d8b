/** The realtime topic of an event's results: a message `{ version }` each time they change (import, live timing). */
export const resultsTopic = (eventId: number) => `events/${eventId}/results`;

export interface ResultsChanged {
  version: number;
}

/** The event whose results a topic is about, or null for any other topic. */
export function resultsEventOf(topic: string): number | null {
  const match = /^events\/(\d+)\/results$/.exec(topic);
  return match ? Number(match[1]) : null;
}
