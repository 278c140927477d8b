import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';

const t = messages.views;

/** The font families a view may use (the same shipped set as organizer sites). */
export const viewFontFamilies = ['roboto', 'serif', 'condensed', 'rounded', 'mono'] as const;
export type ViewFontFamily = (typeof viewFontFamilies)[number];

const color = safeText({ error: t.badColor }).regex(/^#[0-9a-f]{6}$/i, t.badColor);
const imageUrl = safeText({ error: t.badImage }).trim().max(500, t.tooLong).regex(/^(https:\/\/\S+|\/files\/\S+)$/i, t.badImage);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const percent = z.number().min(0).max(100);

/** miniTheme: the canvas the boxes sit on (pixels; it is scaled to fit the screen as a whole). */
export const viewCanvasSchema = z.object({
  width: int(100, 4000),
  height: int(100, 4000),
  padding: int(0, 400),
  /** paddingBox: the space inside each text box, around its text. */
  boxPadding: int(0, 200),
  background: color,
  backgroundImage: imageUrl.nullable(),
  fontFamily: z.enum(viewFontFamilies),
  fontSize: int(6, 400),
  color,
});
export type ViewCanvas = z.infer<typeof viewCanvasSchema>;

/** One positioned text box: x, y and width in % of the canvas; null colour/background = the canvas's / none. */
export const viewBoxSchema = z.object({
  text: safeText({}, { multiline: true }).max(500, t.tooLong),
  x: percent,
  y: percent,
  width: z.number().min(1).max(100),
  fontSize: int(6, 400).nullable(),
  color: color.nullable(),
  background: color.nullable(),
  backgroundImage: imageUrl.nullable(),
});
export type ViewBox = z.infer<typeof viewBoxSchema>;

/** A custom view as the organizer saves it. */
export const viewConfigSchema = z.object({
  name: safeText({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(80, t.tooLong),
  canvas: viewCanvasSchema,
  boxes: z.array(viewBoxSchema).max(40, t.tooManyBoxes),
});
export type ViewConfig = z.infer<typeof viewConfigSchema>;

/** A stored view: its number within the event (the `{viewIndex}` of `/views/{eventId}/{viewIndex}/{bib}`). */
export const eventViewSchema = viewConfigSchema.extend({ viewIndex: z.number().int() });
export type EventView = z.infer<typeof eventViewSchema>;

/** A new view: a 1080 × 1080 card with the athlete's name and time. */
export const defaultViewConfig = (name: string): ViewConfig => ({
  name,
  canvas: { width: 1080, height: 1080, padding: 40, boxPadding: 8, background: '#0D3B8C', backgroundImage: null, fontFamily: 'roboto', fontSize: 48, color: '#FFFFFF' },
  boxes: [
    { text: '{evento}', x: 5, y: 8, width: 90, fontSize: 40, color: null, background: null, backgroundImage: null },
    { text: '{nombre}', x: 5, y: 35, width: 90, fontSize: 80, color: null, background: null, backgroundImage: null },
    { text: '{tiempo}', x: 5, y: 60, width: 90, fontSize: 120, color: '#FF6F00', background: null, backgroundImage: null },
  ],
});
