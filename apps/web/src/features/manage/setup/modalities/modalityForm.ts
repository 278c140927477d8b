import { DEFAULT_PRICE_KEY, PRICE_KEYS, messages } from '@dorsal/core';
import type { Branch, ModalitySetup, ModalitySetupView, PriceKey } from '@dorsal/core';

const isPriceKey = (key: string): key is PriceKey => (PRICE_KEYS as readonly string[]).includes(key);

/** The special prices a modality has: those its periods give and those its categories pay, in order. */
function extraKeysOf(view: ModalitySetupView): PriceKey[] {
  const used = new Set([...view.priceWindows.flatMap((window) => Object.keys(window.prices)), ...view.categories.map((c) => c.priceKey)]);
  return PRICE_KEYS.filter((key) => key !== DEFAULT_PRICE_KEY && used.has(key));
}

/** The next special price to add, or null when all five are in use. */
export function nextPriceKey(keys: readonly PriceKey[]): PriceKey | null {
  return PRICE_KEYS.find((key) => key !== DEFAULT_PRICE_KEY && !keys.includes(key)) ?? null;
}

export interface PriceValues {
  from: string;
  to: string;
  /** The general price (precio_1) in pesos as typed ('350' or '350.50'). */
  price: string;
  /** The special prices (precio_2…) in pesos as typed, by key. */
  extra: Record<string, string>;
}

export interface CategoryValues {
  branch: Branch;
  code: string;
  name: string;
  minAge: string;
  maxAge: string;
  isOverall: boolean;
  winnersCount: string;
  hidden: boolean;
  priceKey: PriceKey;
}

export interface WaveValues {
  name: string;
  /** 'YYYY-MM-DDTHH:MM' in the event's zone (a datetime-local input). */
  start: string;
  /** The bibs that start in this wave, as typed; both empty: no range. */
  bibFrom: string;
  bibTo: string;
}

/** A new wave: named for the organizer to change, starting with the one before it. */
export const newWave = (previous: WaveValues | undefined): WaveValues => ({ name: '', start: previous?.start ?? '', bibFrom: '', bibTo: '' });

/** A modality as its form holds it: numbers as typed, prices in pesos. */
export interface ModalityValues {
  code: string;
  name: string;
  description: string;
  sortOrder: string;
  hidden: boolean;
  hideEventFields: boolean;
  hideProducts: boolean;
  /** The start waves; the first is the modality's start. */
  waves: WaveValues[];
  capacity: string;
  firstBib: string;
  teamSize: string;
  /** The special prices every period carries besides the general one (precio_2…). */
  extraKeys: PriceKey[];
  /** Kilometres as typed ('21.0975'); empty: unknown. */
  distanceKm: string;
  /** 'm:ss' per km ('2:30'); '0:00' never reviews. */
  paceFloor: string;
  isBackyard: boolean;
  priceWindows: PriceValues[];
  categories: CategoryValues[];
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));
const cents = (pesos: string) => (/^\d+(\.\d{1,2})?$/.test(pesos.trim()) ? Math.round(Number(pesos) * 100) : Number.NaN);
const pesos = (value: number | undefined) => (value === undefined ? '' : (value / 100).toFixed(value % 100 === 0 ? 0 : 2));

/** 150000 → '2:30'. */
const paceText = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;
/** '2:30' → 150000; anything else NaN (the schema's message). */
function paceMs(text: string): number {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  return match ? (Number(match[1]) * 60 + Number(match[2])) * 1000 : Number.NaN;
}

const category = (branch: Branch, code: string, name: string, minAge: number, maxAge: number, isOverall = false): CategoryValues => ({
  branch, code, name, minAge: String(minAge), maxAge: String(maxAge), isOverall, winnersCount: '3', hidden: false, priceKey: DEFAULT_PRICE_KEY,
});

/** The categories Mexican road races use: the overall podium, then age groups, for both branches. */
export const suggestedCategories: CategoryValues[] = (['F', 'M'] as const).flatMap((branch) => [
  category(branch, 'ABS', branch === 'F' ? 'Absolutos Femenil' : 'Absolutos Varonil', 0, 200, true),
  category(branch, 'LIB', 'Libre', 18, 39),
  category(branch, 'MAS', 'Máster', 40, 49),
  category(branch, 'VET', 'Veteranos', 50, 59),
  category(branch, 'VPL', 'Veteranos Plus', 60, 200),
]);

export const emptyCategory = (): CategoryValues => category('F', '', '', 18, 200);

export function newModalityValues(eventDate: string, startTime: string, sortOrder: number): ModalityValues {
  return {
    code: '', name: '', description: '', sortOrder: String(sortOrder), hidden: false, hideEventFields: false, hideProducts: false,
    waves: [{ name: messages.eventSetup.modalities.defaultWaveName, start: `${eventDate}T${startTime}`, bibFrom: '', bibTo: '' }],
    capacity: '', firstBib: '1', teamSize: '1', extraKeys: [], distanceKm: '', paceFloor: '2:30', isBackyard: false,
    priceWindows: [{ from: '', to: eventDate, price: '', extra: {} }], categories: suggestedCategories,
  };
}

export function toModalityValues(view: ModalitySetupView): ModalityValues {
  return {
    code: view.code,
    name: view.name,
    description: view.description,
    sortOrder: String(view.sortOrder),
    hidden: view.hidden,
    hideEventFields: view.hideEventFields,
    hideProducts: view.hideProducts,
    waves:
      view.waves.length > 0
        ? view.waves.map(({ name, start, bibFrom, bibTo }) => ({ name, start, bibFrom: bibFrom === null ? '' : String(bibFrom), bibTo: bibTo === null ? '' : String(bibTo) }))
        : [{ name: messages.eventSetup.modalities.defaultWaveName, start: '', bibFrom: '', bibTo: '' }],
    capacity: view.capacity === null ? '' : String(view.capacity),
    firstBib: String(view.firstBib),
    teamSize: String(view.teamSize),
    distanceKm: view.distanceKm === null ? '' : String(view.distanceKm),
    paceFloor: paceText(view.paceFloorMsPerKm),
    isBackyard: view.isBackyard,
    extraKeys: extraKeysOf(view),
    priceWindows: view.priceWindows.map(({ from, to, prices: { precio_1: price, ...extra } }) => ({
      from,
      to,
      price: pesos(price),
      extra: Object.fromEntries(Object.entries(extra).map(([key, cents]) => [key, pesos(cents)])),
    })),
    categories: view.categories.map((c) => ({
      ...c,
      minAge: String(c.minAge),
      maxAge: String(c.maxAge),
      winnersCount: String(c.winnersCount),
      priceKey: isPriceKey(c.priceKey) ? c.priceKey : DEFAULT_PRICE_KEY,
    })),
  };
}

/** The form's values as the API takes them; the core schema then checks them with the server's rules. */
export function toModalitySetup(values: ModalityValues): ModalitySetup {
  return {
    code: values.code.trim(),
    name: values.name,
    description: values.description,
    sortOrder: number(values.sortOrder),
    hidden: values.hidden,
    hideEventFields: values.hideEventFields,
    hideProducts: values.hideProducts,
    waves: values.waves.map(({ name, start, bibFrom, bibTo }) => ({ name, start, bibFrom: optionalNumber(bibFrom), bibTo: optionalNumber(bibTo) })),
    capacity: values.capacity.trim() === '' ? null : number(values.capacity),
    firstBib: number(values.firstBib),
    teamSize: number(values.teamSize),
    distanceKm: values.distanceKm.trim() === '' ? null : number(values.distanceKm.replace(',', '.')),
    paceFloorMsPerKm: paceMs(values.paceFloor),
    isBackyard: values.isBackyard,
    priceWindows: values.priceWindows.map((window) => ({
      from: window.from,
      to: window.to,
      prices: { precio_1: cents(window.price), ...Object.fromEntries(values.extraKeys.map((key) => [key, cents(window.extra[key] ?? '')])) },
    })),
    categories: values.categories.map((c) => ({
      ...c,
      minAge: number(c.minAge),
      maxAge: number(c.maxAge),
      winnersCount: number(c.winnersCount),
    })),
  };
}

/** The form field showing an issue of the API shape ('priceWindows.1.prices.precio_1' shows under the period's price). */
export function fieldOfModalityIssue(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'priceWindows' && parts[2] === 'prices') return parts[3] && parts[3] !== DEFAULT_PRICE_KEY ? `priceWindows.${parts[1]}.extra.${parts[3]}` : `priceWindows.${parts[1]}.price`;
  if (parts[0] === 'paceFloorMsPerKm') return 'paceFloor';
  if (parts[0] === 'waves' && parts.length === 1) return 'waves.root';
  return parts.slice(0, 3).join('.') || 'code';
}
