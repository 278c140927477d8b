import { z } from 'zod';
import { messages } from '../i18n/messages.ts';

const t = messages.eventSetup.registrationOptions;

export const paymentMethodKinds = ['card', 'oxxo_cash'] as const;

/** 'Inscripción': how the form asks and how athletes pay (currencies and fields have their own screens). */
export const registrationRulesSchema = z.object({
  /** Surnames in two inputs (paterno, materno) instead of one. */
  separateSurnames: z.boolean({ error: messages.common.required }),
  /** edadActual: ages on the event date; off = on 31 December of its year. */
  ageAtEventDate: z.boolean({ error: messages.common.required }),
  /** categoriasInferiores: also offer categories below the athlete's age. */
  lowerCategories: z.boolean({ error: messages.common.required }),
  /** Commission charged to the athlete, 0 to 0.3 (null: the platform's 7 %). */
  commissionRate: z.number({ error: t.badCommission }).min(0, t.badCommission).max(0.3, t.badCommission).nullable(),
  paymentMethods: z.array(z.enum(paymentMethodKinds)).min(1, t.noPaymentMethod).max(2),
});
export type RegistrationRules = z.infer<typeof registrationRulesSchema>;
