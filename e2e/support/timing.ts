import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

/** The live demo event's id (the only event in progress in the demo). */
export async function liveEventId(request: APIRequestContext, base = ''): Promise<number> {
  const answer = await request.get(`${base}/api/events?status=live`);
  const { events } = (await answer.json()) as { events: { id: number; name: string }[] };
  return events.find((event) => event.name.startsWith('Trail Nevado'))!.id;
}

/** Signs the request context in as the demo organizer (staff of the demo events). */
export async function signInOrganizer(request: APIRequestContext, base: string) {
  const answer = await request.post(`${base}/api/session`, { data: { email: 'organizador@dorsal.mx', password: DEMO_PASSWORD }, headers: { origin: base } });
  expect(answer.status()).toBe(200);
}

export async function createTimingKey(request: APIRequestContext, base: string, eventId: number, name: string): Promise<string> {
  const answer = await request.post(`${base}/api/manage/events/${eventId}/timing/keys`, { data: { name }, headers: { origin: base } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { secret: string }).secret;
}

export interface Reading {
  bib: number;
  checkpoint: 'salida' | 'meta' | number;
  time?: string;
  readerId?: string;
  readId?: string;
}

/** Sends readings as a timing system does (the key, no session); answers the API's summary. */
export async function sendReadings(request: APIRequestContext, base: string, eventId: number, key: string, readings: Reading[]) {
  const passings = readings.map((reading) => ({
    bib: reading.bib,
    checkpoint: reading.checkpoint,
    time: reading.time ?? new Date().toISOString(),
    readerId: reading.readerId ?? 'e2e',
    readId: reading.readId ?? `${reading.bib}-${reading.checkpoint}-${Date.now()}-${Math.random()}`,
  }));
  const answer = await request.post(`${base}/api/events/${eventId}/timing/passings`, { data: { passings }, headers: { authorization: `Bearer ${key}` } });
  return { status: answer.status(), body: (await answer.json()) as { accepted: number; unmatched: number; review: number } };
}

/** A bib of the modality that has not finished yet, counting down from `from`. */
export async function unfinishedBib(request: APIRequestContext, base: string, eventId: number, from: number): Promise<number> {
  for (let bib = from; bib > from - 200; bib--) {
    const answer = await request.get(`${base}/api/events/${eventId}/results/${bib}`);
    if (answer.ok() && ((await answer.json()) as { result: { officialTime: string | null } }).result.officialTime === null) return bib;
  }
  throw new Error('no unfinished athlete');
}
