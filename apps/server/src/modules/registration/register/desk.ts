import type { AccountView, DeskRegistrationBody, QuoteBody } from '@dorsal/core';
import type { RequireEventAccess } from '../../events/event-access.ts';
import type { RegistrationService } from '../registration.service.ts';
import type { RegisterAthlete } from './register-athlete.ts';

/**
 * Registration at the point of sale (spec §4 type 2): every call passes the `registerAtDesk` policy row first (an
 * event the caller may not register on is a 404), then the online use cases run with the staff audience — their
 * fields and products, no online commission, cash at the desk — and the registration is the staff member's.
 */
export function createDeskRegistration(deps: { requireEventAccess: RequireEventAccess; service: RegistrationService; registerAthlete: RegisterAthlete }) {
  const access = (user: AccountView, eventId: number) => deps.requireEventAccess({ user, eventId, allow: 'registerAtDesk' });

  return {
    async options(user: AccountView, eventId: number) {
      const { role } = await access(user, eventId);
      return deps.service.deskOptions(eventId, role);
    },
    async quote(user: AccountView, eventId: number, body: QuoteBody) {
      const { role } = await access(user, eventId);
      return deps.service.deskQuote(eventId, role, body);
    },
    async register(user: AccountView, eventId: number, idempotencyKey: string, body: DeskRegistrationBody) {
      const { role } = await access(user, eventId);
      return deps.registerAthlete({ eventId, idempotencyKey, body, user, desk: { role } });
    },
  };
}
export type DeskRegistration = ReturnType<typeof createDeskRegistration>;
