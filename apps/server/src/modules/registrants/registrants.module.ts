import type { AccountView, RegistrantDashboard } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import type { Realtime } from '../../lib/realtime/index.ts';
import { eventOfRegistrantsTopic } from '../registration/registrants-topic.ts';
import { createEventAnswerCache } from './event-answer-cache.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import { createRegistrantAccess } from './registrant-access.ts';
import { createRegistrantDeletion } from './registrant-deletion.ts';
import { canOn, createRegistrantDetail } from './registrant-detail.ts';
import { createRegistrantPayments } from './registrant-payments.ts';
import type { PaymentsRepository } from '../payments/payments.repository.ts';
import type { RegistrationTransitions } from '../payments/outcomes/registration-transitions.ts';
import { createRegistrantEdit } from './registrant-edit.ts';
import { createRegistrantList } from './registrant-list.ts';
import { createRegistrantReports } from './registrant-reports.ts';
import { createRegistrantDashboard } from './registrant-dashboard.ts';
import { createRegistrantDashboardRepository } from './registrant-dashboard.repository.ts';
import { createRegistrantsRepository } from './registrants.repository.ts';

/** Wires registrant administration once (called from app.ts). */
export function createRegistrantsModule(deps: {
  db: Db;
  requireEventAccess: RequireEventAccess;
  realtime: Pick<Realtime, 'observe'>;
  /** The registration module's payment rows and transitions (money marked or refunded by staff). */
  payments: PaymentsRepository;
  transitions: RegistrationTransitions;
}) {
  const dashboards = createEventAnswerCache<RegistrantDashboard>();
  const counts = createEventAnswerCache<number>();
  deps.realtime.observe((topic) => {
    const eventId = topic === null ? null : eventOfRegistrantsTopic(topic);
    if (topic !== null && eventId === null) return;
    dashboards.forget(eventId);
    counts.forget(eventId);
  });
  const repository = createRegistrantsRepository(deps.db);
  const access = createRegistrantAccess({ requireEventAccess: deps.requireEventAccess, repository });
  const detail = createRegistrantDetail({ repository });
  const shared = { db: deps.db, repository, access, detail };
  const list = createRegistrantList({ ...shared, counts });
  return {
    access,
    list,
    report: createRegistrantReports({ repository, access, columns: list.columns }),
    dashboard: createRegistrantDashboard({ dashboard: createRegistrantDashboardRepository(deps.db), repository, access, cache: dashboards }),
    edit: createRegistrantEdit(shared),
    deletion: createRegistrantDeletion(shared),
    payments: createRegistrantPayments({ ...shared, payments: deps.payments, transitions: deps.transitions }),
    /** The registrant dialog's record, for anyone who may see the registrant. */
    async detail(user: AccountView, eventId: number, registrantId: number) {
      const { access: on } = await access.registrant(user, eventId, registrantId, 'viewRegistrants');
      return detail(eventId, registrantId, canOn(on));
    },
  };
}
export type RegistrantsModule = ReturnType<typeof createRegistrantsModule>;
