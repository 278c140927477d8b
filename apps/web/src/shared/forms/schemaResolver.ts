import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/** The part of a zod schema the resolver uses (keeps zod itself out of the web's imports). */
export interface SafeParser<Out> {
  safeParse(input: unknown):
    | { success: true; data: Out }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export type FieldMessages<V extends FieldValues> = Partial<Record<Path<V>, string>>;

export interface SchemaResolverOptions<V extends FieldValues, Out> {
  schema: SafeParser<Out>;
  /** Turns the form's values into the schema's input (e.g. three date selects into 'YYYY-MM-DD'). */
  toInput?: (values: V) => unknown;
  /** Checks the schema cannot express on the form's own fields; these messages win. */
  check?: (values: V) => FieldMessages<V>;
  /** The form field that shows an issue of the schema's top-level key; null hides the issue. */
  fieldFor?: (key: string, values: V) => Path<V> | null;
}

export function toFieldErrors<V extends FieldValues>(found: FieldMessages<V>): FieldErrors<V> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [field, message] of Object.entries(found)) {
    if (typeof message === 'string') errors[field] = { type: 'validation', message };
  }
  return errors as FieldErrors<V>;
}

/**
 * A react-hook-form resolver running the shared zod schema, so the form and the API
 * validate with the same rules; the submit handler receives the schema's output.
 */
export function schemaResolver<V extends FieldValues, Out>(
  options: SchemaResolverOptions<V, Out>,
): Resolver<V, unknown, Out> {
  const { schema, toInput = (values: V) => values, check, fieldFor = (key: string) => key as Path<V> } = options;
  return (values) => {
    const found: Record<string, string> = { ...(check?.(values) ?? {}) };
    const result = schema.safeParse(toInput(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fieldFor(String(issue.path[0] ?? 'root'), values);
        if (field !== null && !(field in found)) found[field] = issue.message;
      }
    }
    if (!result.success && Object.keys(found).length === 0) {
      // An issue no field shows must still block the submit (RHF submits on empty errors).
      const issue = result.error.issues[0];
      found[String(issue?.path[0] ?? '_form')] = issue?.message ?? '';
    }
    if (Object.keys(found).length > 0 || !result.success) {
      return { values: {}, errors: toFieldErrors<V>(found as FieldMessages<V>) };
    }
    return { values: result.data, errors: {} };
  };
}
