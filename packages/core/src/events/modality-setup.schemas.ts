import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';
import { safeText } from '../validation/safe-text.ts';
import { DEFAULT_PRICE_KEY, priceWindowsSchema } from '../registration/pricing.ts';
import { MAX_TEAM_SIZE } from '../registration/team-members.ts';
import { OPEN_MAX_AGE, OPEN_MIN_AGE } from '../results/categories.ts';
import { branchSchema } from './event.schemas.ts';
import { bibRangesOverlap } from './start-waves.ts';

const t = messages.eventSetup.modalities;

/** The prices a modality may have: the general one and four special ones. */
export const PRICE_KEYS = ['precio_1', 'precio_2', 'precio_3', 'precio_4', 'precio_5'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];
const required = messages.common.required;
const text = (max: number) => safeText({ error: required }).trim().max(max, messages.eventSetup.tooLong);
const integer = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** One category of a modality as the organizer sets it up. */
export const categorySetupSchema = z
  .object({
    branch: branchSchema,
    code: safeText({ error: required }).trim().regex(/^[A-Za-z0-9_-]{1,20}$/, t.badCategoryCode),
    name: text(80).min(1, required),
    minAge: integer(OPEN_MIN_AGE, OPEN_MAX_AGE, t.badAge),
    maxAge: integer(OPEN_MIN_AGE, OPEN_MAX_AGE, t.badAge),
    /** absolutos: an overall podium whose winners leave their age categories. */
    isOverall: z.boolean(),
    winnersCount: integer(0, 1000, t.badWinners),
    hidden: z.boolean(),
    /** precioKey: the price this category pays (precio_1, the general price, unless set). */
    priceKey: z.enum(PRICE_KEYS, { error: t.badPriceKey }).default(DEFAULT_PRICE_KEY),
  })
  .refine((category) => category.minAge <= category.maxAge, { message: t.agesReversed, path: ['maxAge'] });
export type CategorySetup = z.infer<typeof categorySetupSchema>;

/** A wall-clock start in the event's zone: 'YYYY-MM-DDTHH:MM' (what a datetime-local input holds). */
const localStart = safeText({ error: t.badStart }).regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, t.badStart);

/** Most waves a modality may have. */
export const MAX_START_WAVES = 20;

const waveBib = integer(1, 2_000_000_000, t.badWaveBib).nullable();

/**
 * One start wave (hSalidas: descripcionSerie, hS): its name, its start in the event's zone and, optionally, the range
 * of bibs that start in it (both ends or neither).
 */
export const startWaveSetupSchema = z
  .object({
    name: text(60).min(1, required),
    start: localStart,
    bibFrom: waveBib.default(null),
    bibTo: waveBib.default(null),
  })
  .superRefine((wave, ctx) => {
    if ((wave.bibFrom === null) !== (wave.bibTo === null)) ctx.addIssue({ code: 'custom', message: t.waveBibRangeHalf, path: [wave.bibFrom === null ? 'bibFrom' : 'bibTo'] });
    else if (wave.bibFrom !== null && wave.bibTo !== null && wave.bibTo < wave.bibFrom) ctx.addIssue({ code: 'custom', message: t.waveBibRangeReversed, path: ['bibTo'] });
  });
export type StartWaveSetup = z.infer<typeof startWaveSetupSchema>;

/** The modality's waves: the first is its start (the gun timing counts from); names are unique within it. */
export const startWavesSetupSchema = z
  .array(startWaveSetupSchema)
  .min(1, t.wavesRequired)
  .max(MAX_START_WAVES, fill(t.tooManyWaves, { max: MAX_START_WAVES }))
  .superRefine((waves, ctx) => {
    const seen = new Set<string>();
    waves.forEach((wave, index) => {
      const key = wave.name.trim().toLocaleLowerCase('es-MX');
      if (key && seen.has(key)) ctx.addIssue({ code: 'custom', message: t.waveRepeated, path: [index, 'name'] });
      seen.add(key);
      const other = waves.slice(0, index).find((earlier) => bibRangesOverlap(earlier, wave));
      if (other) ctx.addIssue({ code: 'custom', message: fill(t.waveBibRangesOverlap, { wave: wave.name, other: other.name }), path: [index, 'bibFrom'] });
    });
  });

/** A modality (distance) with its start waves, places, bibs, prices and categories. */
export const modalitySetupSchema = z.object({
  code: safeText({ error: required }).trim().regex(/^[A-Za-z0-9_-]{1,20}$/, t.badCode),
  name: text(120).min(1, required),
  description: text(2000),
  sortOrder: integer(0, 999, t.badOrder),
  hidden: z.boolean(),
  /** hideAditionalInputs: this modality's athletes are not asked the event's extra fields. */
  hideEventFields: z.boolean().default(false),
  /** hideAditionalProducts: no add-ons are offered with this modality. */
  hideProducts: z.boolean().default(false),
  /** The start waves in the event's time zone; the first is the modality's start. */
  waves: startWavesSetupSchema,
  /** null: no limit. */
  capacity: integer(0, 1_000_000, t.badCapacity).nullable(),
  firstBib: integer(1, 2_000_000_000, t.badFirstBib),
  /** The modality's length: live tracking and the pace check use it. */
  distanceKm: z.number({ error: t.badDistance }).positive(t.badDistance).max(1000, t.badDistance).nullable().default(null),
  /** The fastest believable pace: a passing faster than this is held for review (0: never). */
  paceFloorMsPerKm: integer(0, 3_600_000, t.badPace).default(150_000),
  /** Backyard ultra: each loop counts by its lap category, with a cumulative time. */
  isBackyard: z.boolean().default(false),
  /** 1: individual; 2–5: relays and teams (each member is named at registration). */
  teamSize: integer(1, MAX_TEAM_SIZE, t.badTeamSize).default(1),
  /** Price periods in centavos (precio_1 is the modality's price). */
  priceWindows: priceWindowsSchema,
  categories: z
    .array(categorySetupSchema)
    .max(200)
    .superRefine((categories, ctx) => {
      const seen = new Set<string>();
      categories.forEach((category, index) => {
        const key = `${category.branch}|${category.code.toUpperCase()}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: t.categoryRepeated, path: [index, 'code'] });
        seen.add(key);
      });
    }),
});
export type ModalitySetup = z.infer<typeof modalitySetupSchema>;

/**
 * Every price a category pays is given in every period; a category code names one price in both branches
 * (registration reads a category's price by its code).
 */
export const pricedModalitySetupSchema = modalitySetupSchema.superRefine((modality, ctx) => {
  const keys = new Set(modality.categories.map((category) => category.priceKey));
  modality.priceWindows.forEach((window, index) => {
    for (const key of keys) {
      if (window.prices[key] === undefined) ctx.addIssue({ code: 'custom', message: t.priceMissing, path: ['priceWindows', index, 'prices', key] });
    }
  });
  const byCode = new Map<string, string>();
  modality.categories.forEach((category, index) => {
    const code = category.code.toUpperCase();
    const key = byCode.get(code);
    if (key !== undefined && key !== category.priceKey) ctx.addIssue({ code: 'custom', message: t.priceKeySplit, path: ['categories', index, 'priceKey'] });
    byCode.set(code, category.priceKey);
  });
});

export const modalitySetupViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  hidden: z.boolean(),
  hideEventFields: z.boolean(),
  hideProducts: z.boolean(),
  /** The start waves, each at 'YYYY-MM-DDTHH:MM' in the event's zone; the first is the modality's start. */
  waves: z.array(z.object({ name: z.string(), start: z.string(), bibFrom: z.number().int().nullable(), bibTo: z.number().int().nullable() })),
  capacity: z.number().int().nullable(),
  /** Places taken now: the capacity cannot go below it. */
  taken: z.number().int(),
  firstBib: z.number().int(),
  teamSize: z.number().int(),
  distanceKm: z.number().nullable(),
  paceFloorMsPerKm: z.number().int(),
  isBackyard: z.boolean(),
  priceWindows: z.array(z.object({ from: z.string(), to: z.string(), prices: z.record(z.string(), z.number()) })),
  categories: z.array(z.object({
    branch: branchSchema,
    code: z.string(),
    name: z.string(),
    minAge: z.number().int(),
    maxAge: z.number().int(),
    isOverall: z.boolean(),
    winnersCount: z.number().int(),
    hidden: z.boolean(),
    priceKey: z.string(),
  })),
});
export type ModalitySetupView = z.infer<typeof modalitySetupViewSchema>;
