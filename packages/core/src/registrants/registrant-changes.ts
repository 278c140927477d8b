import { messages } from '../i18n/messages.ts';

/**
 * What staff change on a registrant, with the spec's action codes (document 3 §4): every change writes one
 * change-log row in the transaction that makes it. The stored action is the name; the code is what staff read.
 */
export const registrantChangeCodes = {
  deleted: 1,
  restored: 2,
  email: 3,
  firstNames: 4,
  lastNames: 5,
  phone: 6,
  birthDate: 7,
  modality: 8,
  branch: 9,
  category: 10,
  formValues: 11,
  bibReleased: 20,
} as const;
export type RegistrantChangeAction = keyof typeof registrantChangeCodes;

/** The code of a stored action: staff changes have the spec's number, automatic ones (payments, expiry) none. */
export function changeCodeOf(action: string): number | null {
  return Object.hasOwn(registrantChangeCodes, action) ? registrantChangeCodes[action as RegistrantChangeAction] : null;
}

/** What a stored action is called in the change log. */
export function changeActionLabel(action: string): string {
  const labels: Record<string, string> = messages.registrants.changeActions;
  return labels[action] ?? action;
}

/** The registrant's own fields staff edit inline, each with its action. */
export const editableRegistrantFields = ['firstNames', 'lastNames', 'paternalSurname', 'maternalSurname', 'email', 'phone', 'birthDate'] as const;
export type EditableRegistrantField = (typeof editableRegistrantFields)[number];

export const fieldChangeAction: Record<EditableRegistrantField, RegistrantChangeAction> = {
  firstNames: 'firstNames',
  lastNames: 'lastNames',
  paternalSurname: 'lastNames',
  maternalSurname: 'lastNames',
  email: 'email',
  phone: 'phone',
  birthDate: 'birthDate',
};
