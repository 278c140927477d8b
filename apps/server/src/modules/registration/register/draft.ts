import { z } from 'zod';
import {
  formFieldsFor,
  messages,
  offeredCategories,
  registrantSchemaFor,
  sendToasts,
  teamMembersProblem,
  validateFormValues,
  type CategoryConfig,
  type DeskRegistrationBody,
  type FieldContext,
  type FormValues,
  type PaymentMethod,
  type TeamMember,
} from '@dorsal/core';
import { parseInput } from '../../../lib/validation.ts';
import { priceOrder, type PricedOrder, type PricingContext } from './pricing.ts';
import { prefixed, validationError } from './request.ts';
import type { RegistrationBody } from '@dorsal/core';

const m = messages.registrationServer;

export interface Athlete {
  firstNames: string;
  lastNames: string;
  paternalSurname: string | null;
  maternalSurname: string | null;
  email: string;
  phone: string;
  birthDate: string;
  gender: 'F' | 'M';
}

/** A registration that passed every check, priced, ready to be written. */
export interface RegistrationDraft extends PricedOrder {
  athlete: Athlete;
  category: CategoryConfig;
  formValues: FormValues;
  /** A relay's or team's other members, as many as its team size asks. */
  teamMembers: TeamMember[];
  method: PaymentMethod;
  cardToken: string | null;
}

/** Built once: zod compiles a schema on its first use, so a schema made per request costs a compile each time. */
const athleteSchemas = {
  one: z.object({ athlete: registrantSchemaFor({ separateSurnames: false }) }),
  two: z.object({ athlete: registrantSchemaFor({ separateSurnames: true }) }),
};

function parseAthlete(body: AnyRegistrationBody, separateSurnames: boolean): Athlete {
  const { athlete } = parseInput(separateSurnames ? athleteSchemas.two : athleteSchemas.one, { athlete: body.athlete });
  const split = 'paternalSurname' in athlete ? athlete : null;
  return {
    firstNames: athlete.firstNames,
    lastNames: athlete.lastNames,
    paternalSurname: split?.paternalSurname ?? null,
    maternalSurname: split?.maternalSurname ?? null,
    email: athlete.email,
    phone: athlete.phone,
    birthDate: athlete.birthDate,
    gender: athlete.gender,
  };
}

function chooseCategory(context: PricingContext, priced: PricedOrder, athlete: Athlete, categoryCode: string): CategoryConfig {
  const picker = offeredCategories({
    categories: priced.modality.categories,
    branch: athlete.gender,
    birthDate: athlete.birthDate,
    eventDate: context.event.eventDate,
    ageAtEventDate: context.event.ageAtEventDate,
    lowerCategories: context.event.lowerCategories,
  });
  const chosen = picker.categories.find(({ category }) => category.code === categoryCode)?.category;
  if (chosen) return chosen;
  const message = picker.categories.length === 0 ? (picker.message ?? m.chooseCategory) : messages.registration.noCategoriesForSelection;
  throw validationError(message, { categoryCode: message });
}

function extraFields(context: PricingContext, priced: PricedOrder, values: Record<string, unknown>, audience: FieldContext): FormValues {
  const fields = formFieldsFor({
    eventFields: context.event.formFields,
    modalityFields: priced.modality.formFields,
    hideEventFields: priced.modality.hideEventFields,
  });
  const validation = validateFormValues(fields, values, audience);
  if (validation.valid) return validation.values;
  const first = sendToasts(validation)[0] ?? Object.values(validation.errors)[0]!;
  throw validationError(first, prefixed('fields', validation.errors));
}

function paymentMethod(context: PricingContext, body: AnyRegistrationBody, chargeCents: number): { method: PaymentMethod; cardToken: string | null } {
  if (chargeCents === 0) return { method: 'cash', cardToken: null }; // zero total (§4): nothing to charge
  const { payment } = body;
  if (payment.method === 'cash') return { method: 'cash', cardToken: null }; // at the desk (its own route and schema)
  if (payment.method === 'none') throw validationError(m.methodRequired, { 'payment.method': m.methodRequired });
  if (!context.event.paymentMethods.includes(payment.method)) throw validationError(m.methodUnavailable, { 'payment.method': m.methodUnavailable });
  return payment.method === 'card' ? { method: 'card', cardToken: payment.token } : { method: 'oxxo_cash', cardToken: null };
}

function teamMembers(priced: PricedOrder, members: TeamMember[]): TeamMember[] {
  const problem = teamMembersProblem(priced.modality.teamSize, members);
  if (problem) throw validationError(problem, { teamMembers: problem });
  return members;
}

/** Online, or at the point of sale (cash at the desk). */
export type AnyRegistrationBody = RegistrationBody | DeskRegistrationBody;

/**
 * Checks a registration body against the event's configuration (spec §5) and prices it. Every
 * failure is a 400 with the spec's Spanish message and the field it is about; nothing is written.
 * `audience`: the public online, or staff at the point of sale with their event role.
 */
export function buildDraft(context: PricingContext, body: AnyRegistrationBody, audience: FieldContext): RegistrationDraft {
  const athlete = parseAthlete(body, context.event.separateSurnames);
  const priced = priceOrder(context, body, { strictDiscount: true, audience });
  const category = chooseCategory(context, priced, athlete, body.categoryCode);
  const formValues = extraFields(context, priced, body.fields, audience);
  return { ...priced, athlete, category, formValues, teamMembers: teamMembers(priced, body.teamMembers), ...paymentMethod(context, body, priced.order.charge.cents) };
}
