// Apart from account.schema.ts: a page that only lists the genders does not load the account schemas (zod).
export const genders = ['F', 'M'] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = { F: 'Femenino', M: 'Masculino' };
