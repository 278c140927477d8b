import { messages, type AccountView, type FieldDefinition, type RegistrantDashboard } from '@dorsal/core';
import type { RegistrantAccess } from './registrant-access.ts';
import { uniqueBy } from './registrant-list.ts';
import type { EventAnswerCache } from './event-answer-cache.ts';
import type { RegistrantDashboardRepository } from './registrant-dashboard.repository.ts';
import type { RegistrantsRepository } from './registrants.repository.ts';

const PER_USER = 20;
const VALUES_PER_FIELD = 20;
const methods = messages.registrationServer.methods;
/** Fields whose answers fall in few values: those the dashboard counts. */
const countable = (field: FieldDefinition) => field.type === 'select' || field.type === 'radio' || field.type === 'checkbox';

const uniqueFields = (fields: readonly FieldDefinition[]) => uniqueBy(fields, (field) => field.id);

function valuesOf(rows: ReadonlyArray<{ field: string; value: string; count: number }>, field: FieldDefinition) {
  const label = (value: string) => field.options?.find((option) => option.value === value)?.label ?? (field.type === 'checkbox' ? (value === 'true' ? 'Sí' : 'No') : value);
  return rows.filter((row) => row.field === field.id).slice(0, VALUES_PER_FIELD).map((row) => ({ value: label(row.value), count: row.count }));
}

/** The figures of Ingresos' dashboard, each from one SQL aggregate, kept until the event's registrations change. */
export function createRegistrantDashboard(deps: { dashboard: RegistrantDashboardRepository; repository: RegistrantsRepository; access: RegistrantAccess; cache: EventAnswerCache<RegistrantDashboard> }) {
  const { dashboard, repository } = deps;
  return async function read(user: AccountView, eventId: number): Promise<RegistrantDashboard> {
    const { event, registeredBy } = await deps.access.onEvent(user, eventId, 'viewRegistrants');
    return deps.cache.read(eventId, registeredBy ?? '*', () => compute({ eventId, registeredBy }, event.timeZone));
  };

  async function compute(scope: { eventId: number; registeredBy: string | null }, timeZone: string): Promise<RegistrantDashboard> {
    const { eventId, registeredBy } = scope;
    const source = await repository.columnsOf(eventId);
    const fields = uniqueFields([...source.eventFields, ...source.modalities.flatMap((m) => m.formFields)]).filter(countable);
    const productDefinitions = source.modalities.flatMap((m) => m.products);
    const [counts, payments, categories, perDay, perUser, fieldValues, products, productValues, modalities] = await Promise.all([
      dashboard.counts(scope),
      dashboard.payments(scope),
      dashboard.categories(scope),
      dashboard.perDay(scope, timeZone),
      dashboard.perUser(scope, PER_USER),
      dashboard.fieldValues(scope, fields.map((field) => field.id)),
      dashboard.products(scope),
      dashboard.productFieldValues(scope),
      repository.modalities(eventId),
    ]);
    return {
      ...counts,
      payments: payments.map((p) => ({ ...p, label: methods[p.method], paidCents: Number(p.paidCents), pendingCents: Number(p.pendingCents) })),
      modalities: modalities
        .map((modality) => {
          const rows = categories.filter((row) => row.modalityId === modality.id);
          return {
            code: modality.code,
            name: modality.name,
            count: rows.reduce((sum, row) => sum + row.count, 0),
            categories: rows.map((row) => ({
              branch: row.branch,
              code: row.categoryCode,
              name: modality.categories.find((c) => c.code === row.categoryCode && c.branch === row.branch)?.name ?? row.categoryCode,
              count: row.count,
            })),
          };
        })
        .filter((modality) => modality.count > 0 || registeredBy === null),
      perDay,
      perUser: perUser.map((row) => ({ user: row.name ?? messages.registrants.notRegisteredUser, count: row.count })),
      fields: fields.map((field) => ({ id: field.id, label: field.label, values: valuesOf(fieldValues, field) })),
      products: products.map((product) => {
        const code = product.code.slice('producto-'.length);
        const definition = productDefinitions.find((p) => p.code === code);
        const productFields = uniqueFields(definition?.formFields ?? []).filter(countable);
        const rows = productValues.filter((row) => row.code === product.code);
        return {
          code,
          name: definition?.name ?? product.name,
          quantity: product.quantity,
          revenueCents: Number(product.revenueCents),
          fields: productFields.map((field) => ({ id: field.id, label: field.label, values: valuesOf(rows, field) })),
        };
      }),
    };
  }
}
