import type { z } from 'zod';
import { formSchema } from '../forms/formSchema.ts';
import { datePartMessages, personFieldFor, personToInput } from './forms.ts';
import type { PersonValues } from './forms.ts';

/**
 * A person form checked by a core schema (sign-up, profile, the registration's athlete step): each empty date select
 * says 'Campo requerido', a birth-date issue goes under the day select once all three are chosen.
 */
export function personFormSchema<V extends PersonValues, Out>(
  schema: z.ZodType<Out>,
  options: { toInput?: (values: V) => unknown; check?: (values: V) => Partial<Record<string, string>> } = {},
) {
  return formSchema<V, Out>(schema, {
    toInput: options.toInput ?? personToInput,
    check: (values) => ({ ...datePartMessages(values), ...options.check?.(values) }),
    fieldFor: personFieldFor,
  });
}
