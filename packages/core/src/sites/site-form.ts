import { messages } from '../i18n/messages.ts';

const t = messages.sites;

/** The Spanish message for the first required field left empty, or null when the answer may be sent. */
export function siteFormProblem(fields: readonly { id: string; label: string; required: boolean }[], values: Record<string, string | boolean>): { field: string; message: string } | null {
  for (const field of fields) {
    const value = values[field.id];
    const empty = value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
    if (field.required && empty) return { field: field.id, message: t.fieldRequired.replace('{label}', field.label) };
  }
  return null;
}
