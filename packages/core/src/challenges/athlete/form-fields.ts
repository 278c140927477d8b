/** One field of a challenge's event form, as the athlete answers it. */
export interface ChallengeFormField {
  name: string;
  label: string;
  required: boolean;
  options: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * The fields of a challenge's form (the organizer's JSON): an array, or `{ fields: [...] }`, of objects with a
 * name (or id / key) and a label; anything else is no form. Field names are unique (later repeats are dropped).
 */
export function challengeFormFields(form: unknown): ChallengeFormField[] {
  const list = Array.isArray(form) ? form : form && typeof form === 'object' && Array.isArray((form as { fields?: unknown }).fields) ? (form as { fields: unknown[] }).fields : [];
  const seen = new Set<string>();
  const fields: ChallengeFormField[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const name = text(record.name) || text(record.id) || text(record.key);
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const options = Array.isArray(record.options) ? record.options.map(text).filter(Boolean) : [];
    fields.push({ name, label: text(record.label) || name, required: record.required !== false, options });
  }
  return fields;
}

/** Whether the answers fill every required field (and pick listed options where there are some). */
export function formAnswered(fields: ChallengeFormField[], answers: Record<string, string> | null | undefined): boolean {
  if (fields.length === 0) return true;
  if (!answers) return false;
  return fields.every((field) => {
    const value = (answers[field.name] ?? '').trim();
    if (!value) return !field.required;
    return field.options.length === 0 || field.options.includes(value);
  });
}
