import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDuration, type CategoryView, type EventCard, type ResultView } from '@dorsal/core';
import { createDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';
import { allResultRows } from '../../test/result-pages.ts';

interface ModalityDetail {
  code: string;
  name: string;
  startWaves: { name: string; startAt: string }[];
  categories: CategoryView[];
}

/** '21 km', 'Gran Fondo 120 km', '42.195 km' → kilometres. */
const kmOf = (name: string) => Number(/([\d.]+) km/.exec(name)?.[1] ?? NaN);

const localTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

// A newcomer judges the product by its demo: the demo events must look like real Mexican races.
describe.each(testDatabases)('the demo events look like real Mexican races (%s)', (kind) => {
  let t: DemoApp;
  let events: (EventCard & { modalities: ModalityDetail[] })[];
  beforeAll(async () => {
    t = await createDemoApp(kind);
    const cards: EventCard[] = [];
    for (const status of ['registration', 'live', 'results']) cards.push(...(await t.app.inject({ url: `/api/events?status=${status}` })).json().events);
    events = await Promise.all(cards.map(async (card) => (await t.app.inject({ url: `/api/events/${card.id}` })).json().event));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('rides a Gran Fondo on road-cycling distances, not running ones', () => {
    const granFondo = events.find((event) => event.name.includes('Gran Fondo'))!;
    for (const modality of granFondo.modalities) {
      expect(kmOf(modality.name)).toBeGreaterThanOrEqual(15);
      expect(modality.name).not.toMatch(/^(5|10|21|42) km$/);
    }
    expect(Math.max(...granFondo.modalities.map((modality) => kmOf(modality.name)))).toBeGreaterThanOrEqual(100);
  });

  it('starts a night race (Nocturna) in the evening, its waves too', () => {
    const night = events.filter((event) => /nocturn/i.test(event.name));
    expect(night.length).toBeGreaterThan(0);
    for (const event of night) {
      expect(event.startTime >= '18:00').toBe(true);
      for (const wave of event.modalities.flatMap((modality) => modality.startWaves)) expect(localTime(wave.startAt, event.timeZone) >= '18:00').toBe(true);
    }
  });

  it('has no under-18 category from the half marathon up, nor on trail or road-cycling routes', () => {
    for (const event of events) {
      for (const modality of event.modalities) {
        if (kmOf(modality.name) < 21 || /rodada/i.test(modality.name)) continue;
        for (const category of modality.categories.filter((c) => !c.isOverall)) {
          expect(category.minAge, `${event.name}, ${modality.name}: ${category.name}`).toBeGreaterThanOrEqual(18);
        }
      }
    }
  });

  it('names every event by its distance honestly: a Maratón runs 42 km', () => {
    for (const event of events.filter((e) => /^Maratón/.test(e.name))) {
      expect(event.modalities.some((modality) => Math.abs(kmOf(modality.name) - 42.195) < 0.01)).toBe(true);
    }
  });

  it('gives plausible times: no runner under 2:50 per km, each men’s winner faster than the women’s', async () => {
    for (const event of events.filter((e) => e.status !== 'registration')) {
      const rows: ResultView[] = await allResultRows(t.app, `/api/events/${event.id}/results`);
      for (const modality of event.modalities) {
        const finishers = rows.filter((row) => row.modalityCode === modality.code && row.overallPosition > 0);
        for (const row of finishers) expect(parseDuration(row.officialTime!)! / 60_000 / kmOf(modality.name)).toBeGreaterThan(2 + 50 / 60);
        const winner = (branch: string) => finishers.find((row) => row.branch === branch);
        if (winner('F') && winner('M')) expect(winner('M')!.overallPosition).toBeLessThan(winner('F')!.overallPosition);
      }
    }
  });
});
