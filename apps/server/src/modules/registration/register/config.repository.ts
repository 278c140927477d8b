import { sql } from 'kysely';
import type { CategoryConfig, Currency, FieldDefinition, PriceWindow, Product } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import type { BibDesign } from '../../../db/schema.ts';

export interface RegistrationModality {
  id: number;
  code: string;
  name: string;
  description: string;
  hidden: boolean;
  /** 1: individual; above 1, a relay or team naming its other members. */
  teamSize: number;
  categories: CategoryConfig[];
  priceWindows: PriceWindow[];
  categoryPriceKeys: Record<string, string>;
  formFields: FieldDefinition[];
  hideEventFields: boolean;
  products: Product[];
  hideProducts: boolean;
  /** Null: unlimited. Read without lock (flags and early refusals only). */
  capacity: number | null;
  taken: number;
}

export interface RegistrationSettings {
  separateSurnames: boolean;
  lowerCategories: boolean;
  commissionRate: number | null;
  currencies: Currency[];
  paymentMethods: Array<'card' | 'oxxo_cash'>;
  formFields: FieldDefinition[];
  bibDesign: BibDesign;
}

/** Reads of an event's registration configuration (tables of migration 20261122020000). */
export function createRegistrationConfigRepository(db: Db) {
  return {
    /** The event with its settings; undefined when the event does not exist or has no registration settings. */
    findEvent(eventId: number) {
      return db
        .selectFrom('events')
        .innerJoin('eventRegistrationSettings as s', 's.eventId', 'events.id')
        .leftJoin('organizers as o', 'o.id', 'events.organizerId')
        .select([
          'events.id', 'events.name', 'events.eventDate', 'events.startTime', 'events.timeZone', 'events.place',
          'events.city', 'events.status', 'events.gaId', 'events.facebookPixel', 'events.ageAtEventDate', 'events.isTest',
          // The organizer's look and privacy notice, unless the event (an import) brought its own.
          sql<string | null>`coalesce(events.logo_url, o.logo_url)`.as('logoUrl'),
          sql<string | null>`coalesce(events.privacy_link, o.privacy_link)`.as('privacyLink'),
          sql<string | null>`coalesce(events.organizer_color, o.color)`.as('organizerColor'),
          'o.name as organizerName',
          's.separateSurnames', 's.lowerCategories', 's.commissionRate', 's.currencies', 's.paymentMethods',
          's.formFields', 's.bibDesign',
        ])
        .where('events.id', '=', eventId)
        .executeTakeFirst();
    },

    /** Modalities with registration settings and a counter, with their categories, in display order. */
    async modalities(eventId: number): Promise<RegistrationModality[]> {
      const rows = await db
        .selectFrom('modalities as m')
        .innerJoin('modalityRegistrationSettings as s', 's.modalityId', 'm.id')
        .innerJoin('modalityCounters as c', 'c.modalityId', 'm.id')
        .select([
          'm.id', 'm.code', 'm.name', 'm.description', 'm.hidden', 'm.teamSize', 's.formFields', 's.hideEventFields', 's.products', 's.hideProducts',
          'c.capacity', 'c.taken', 's.priceWindows', 's.categoryPriceKeys',
        ])
        .where('m.eventId', '=', eventId)
        .orderBy('m.sortOrder')
        .orderBy('m.id')
        .execute();
      if (rows.length === 0) return [];
      const categories = await db
        .selectFrom('categories')
        .select(['modalityId', 'code', 'name', 'branch', 'minAge', 'maxAge', 'winnersCount', 'isOverall', 'hidden'])
        .where('modalityId', 'in', rows.map((row) => row.id))
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        ...row,
        categories: categories.filter((c) => c.modalityId === row.id).map(({ modalityId: _, ...category }) => category),
      }));
    },

    findDiscount(eventId: number, code: string) {
      return db.selectFrom('discountCodes').selectAll().where('eventId', '=', eventId).where('code', '=', code).where('active', '=', true).executeTakeFirst();
    },

    /** One more visit with this tracking tag (tkl). */
    async countVisit(eventId: number, tag: string) {
      await db
        .insertInto('trackingCounters')
        .values({ eventId, tag, count: 1 })
        .onConflict((c) => c.columns(['eventId', 'tag']).doUpdateSet({ count: sql`tracking_counters.count + 1`, updatedAt: sql`now()` }))
        .execute();
    },
  };
}
export type RegistrationConfigRepository = ReturnType<typeof createRegistrationConfigRepository>;
export type RegistrationEvent = NonNullable<Awaited<ReturnType<RegistrationConfigRepository['findEvent']>>>;
