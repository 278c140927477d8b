/** The realtime topic of an event's results: a message `{ version }` each time they change (import, live timing). */
export const resultsTopic = (eventId: number) => `events/${eventId}/results`;

export interface ResultsChanged {
  version: number;
}
