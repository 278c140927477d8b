import { z } from 'zod';
import { messages } from '../../i18n/messages.ts';
import { safeText } from '../../validation/safe-text.ts';

const m = messages.challengeOrganizer.categories;

/** 'Otra' (code 100): an age outside every range of the athlete's gender. */
export const OTHER_CATEGORY = { name: 'Otra', code: 100 } as const;
/** 'Única' (code 1): the challenge has no categories for the athlete's gender. */
export const SINGLE_CATEGORY = { name: 'Única', code: 1 } as const;
/** An age bound of 200 reads "and over". */
export const MAX_CATEGORY_AGE = 200;

const age = z.number({ error: messages.common.required }).int().min(0).max(MAX_CATEGORY_AGE);

export const challengeCategorySchema = z
  .object({
    name: safeText({ error: messages.common.required }).trim().min(1, messages.common.required).max(50),
    ageStart: age,
    ageEnd: age,
    code: z.number({ error: messages.common.required }).int().min(1).max(9999),
  })
  .strict()
  .refine((category) => category.ageStart <= category.ageEnd, { error: m.ageOrder, path: ['ageEnd'] });
export type ChallengeCategory = z.infer<typeof challengeCategorySchema>;

const genderCategories = z
  .array(challengeCategorySchema)
  .max(100)
  .refine((list) => new Set(list.map((category) => category.code)).size === list.length, { error: m.duplicateCode });

/** The categories per gender (F, M) of a challenge; each list may be empty. Stored in challenges.categories. */
export const challengeCategoriesSchema = z.object({ F: genderCategories, M: genderCategories }).strict();
export type ChallengeCategories = z.infer<typeof challengeCategoriesSchema>;

export interface ChallengeCategoryChoice {
  name: string;
  code: number;
}

/**
 * The athlete's category by their age at the challenge's start: the first range of their gender holding it (both bounds
 * included), 'Otra' (100) when outside every range, 'Única' (1) when the challenge has no categories for that gender.
 */
export function challengeCategoryFor(categories: ChallengeCategories | null | undefined, gender: 'F' | 'M', ageAtStart: number): ChallengeCategoryChoice {
  const list = categories?.[gender] ?? [];
  if (list.length === 0) return { ...SINGLE_CATEGORY };
  const match = list.find((category) => ageAtStart >= category.ageStart && ageAtStart <= category.ageEnd);
  return match ? { name: match.name, code: match.code } : { ...OTHER_CATEGORY };
}

/** Reads stored JSON (possibly from before validation existed) as categories, or null when it is not valid. */
export function parseChallengeCategories(value: unknown): ChallengeCategories | null {
  const parsed = challengeCategoriesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
