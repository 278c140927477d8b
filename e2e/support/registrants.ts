import { expect, type APIRequestContext } from '@playwright/test';

export const MONTERREY = 'Medio Maratón de Monterrey 2027';

/** The id of an upcoming demo event by its name. */
export async function eventIdByName(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.get('/api/events?status=registration');
  const { events } = (await answer.json()) as { events: { id: number; name: string }[] };
  return events.find((event) => event.name === name)!.id;
}

let counter = 0;

/** Registers someone for Monterrey 10 km through the public API: the sandbox's test card, or an OXXO slip left pending. */
export async function registerForMonterrey(request: APIRequestContext, eventId: number, athlete: { firstNames: string; lastNames: string }, payment: 'card' | 'oxxo_cash' = 'card') {
  counter += 1;
  const answer = await request.post(`/api/events/${eventId}/registrations`, {
    headers: { 'idempotency-key': `e2e-ingresos-${Date.now()}-${counter}` },
    data: {
      athlete: { ...athlete, email: `ingresos.${Date.now()}.${counter}@ejemplo.mx`, phone: '8112345678', birthDate: '1993-04-09', gender: 'F' },
      modalityCode: '10K',
      categoryCode: 'LIB',
      fields: { contactoEmergencia: 'Mamá' },
      payment: payment === 'card' ? { method: 'card', token: 'tok_test_visa_4242' } : { method: 'oxxo_cash' },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}
