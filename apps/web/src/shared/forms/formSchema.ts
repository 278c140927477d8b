import { z } from 'zod';

export interface FormSchemaOptions<V> {
  /** Turns the form's values into the schema's input (e.g. three date selects into 'YYYY-MM-DD'). */
  toInput: (values: V) => unknown;
  /** Checks the schema cannot express on the form's own fields; these messages win. */
  check?: (values: V) => Partial<Record<string, string>>;
  /** The input that shows an issue of the schema's top-level key; null hides the issue. */
  fieldFor?: (key: string, values: V) => string | null;
}

/**
 * A form whose inputs are not the API's shape, checked by the shared core schema (for `zodResolver`): the form's own
 * checks first, then the core schema on the API shape with each issue under the input that shows it. The submit
 * handler receives the core schema's output, so the form and the API validate with the same rules.
 */
export function formSchema<V, Out>(schema: z.ZodType<Out>, options: FormSchemaOptions<V>) {
  const { toInput, check, fieldFor = (key: string) => key } = options;
  return z.custom<V>().transform((values, ctx): Out => {
    const found: Record<string, string> = {};
    for (const [field, message] of Object.entries(check?.(values) ?? {})) if (message) found[field] = message;
    const result = schema.safeParse(toInput(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fieldFor(String(issue.path[0] ?? 'root'), values);
        if (field !== null && !(field in found)) found[field] = issue.message;
      }
      // An issue no input shows must still block the submit.
      const first = result.error.issues[0];
      if (Object.keys(found).length === 0) found[String(first?.path[0] ?? '_form')] = first?.message ?? '';
    }
    for (const [field, message] of Object.entries(found)) ctx.addIssue({ code: 'custom', path: [field], message });
    return result.success && Object.keys(found).length === 0 ? result.data : z.NEVER;
  });
}
