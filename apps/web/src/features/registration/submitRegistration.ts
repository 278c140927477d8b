import { ApiError } from '../../shared/http/ApiError.ts';
import type { RegistrationAnswer, RegistrationBody } from './types.ts';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/events/:id/registrations with its `Idempotency-Key` (apiFetch sends no custom headers).
 * Rejects with an ApiError: status 0 when the server could not be reached.
 */
export async function submitRegistration(eventId: number, body: RegistrationBody, idempotencyKey: string): Promise<RegistrationAnswer> {
  let response: Response;
  try {
    response = await fetch(`/api/events/${eventId}/registrations`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    throw ApiError.network();
  }
  const data = await readJson(response);
  if (!response.ok) throw ApiError.fromBody(response.status, data);
  return (data as { registration: RegistrationAnswer }).registration;
}
