import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';
import { defaultLogoPlacement, logoCorners, type LogoCorner } from './overlay.ts';

const t = messages.photos.config;

const imageUrl = safeText({ error: t.badUrl }).trim().max(1000, t.badUrl).regex(/^(https:\/\/\S+|\/files\/\S+)$/i, t.badUrl);
const label = safeText().trim().max(120, t.tooLong);

/** One logo of the event's photo configuration (configuracionFotos.logos). */
export const photoLogoSchema = z.object({
  url: imageUrl,
  /** anchoLogo: fraction of the photo's width. */
  width: z.number({ error: t.badWidth }).min(0.01, t.badWidth).max(1, t.badWidth),
  /** margen, in pixels of the output photo. */
  margin: z.number({ error: t.badMargin }).int(t.badMargin).min(0, t.badMargin).max(500, t.badMargin),
  /** posicion: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right. */
  corner: z.union(logoCorners.map((corner) => z.literal(corner)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>], { error: t.badCorner }),
  code: label,
  description: label,
});
export type PhotoLogo = z.infer<typeof photoLogoSchema>;

/** One frame (marcos): a PNG with transparency drawn over the whole photo. */
export const photoFrameSchema = z.object({
  code: safeText().trim().min(1).max(40, t.tooLong),
  description: label,
  url: imageUrl,
  /** type, kept as imported (1 in the legacy data). */
  type: z.number().int().min(0).max(99),
});
export type PhotoFrame = z.infer<typeof photoFrameSchema>;

export const photoConfigSchema = z
  .object({ logos: z.array(photoLogoSchema).max(10, t.tooMany), frames: z.array(photoFrameSchema).max(20, t.tooMany) })
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    config.frames.forEach((frame, index) => {
      if (seen.has(frame.code)) ctx.addIssue({ code: 'custom', path: ['frames', index, 'code'], message: t.duplicateFrame.replace('{code}', frame.code) });
      seen.add(frame.code);
    });
  });
export type PhotoConfig = z.infer<typeof photoConfigSchema>;

export const emptyPhotoConfig: PhotoConfig = { logos: [], frames: [] };

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
/** Arrays, or objects keyed by id as the legacy database stored lists. */
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value : Object.values(record(value))).map(record);
const text = (...values: unknown[]) => {
  for (const value of values) if (typeof value === 'string' || typeof value === 'number') return String(value);
  return '';
};
const number = (fallback: number, ...values: unknown[]) => {
  for (const value of values) {
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof parsed === 'number' && Number.isFinite(parsed)) return parsed;
  }
  return fallback;
};
/** Legacy anchoLogo may be a fraction (0.2) or a percentage (20). */
const fraction = (value: number) => (value > 1 ? value / 100 : value);

/**
 * The stored `events.photo_config` as the editor uses it. It accepts the imported legacy shape
 * (`{ logos: [{ rutaLogo, anchoLogo, margen, posicion }], marcos: [{ code, description, path, type }] }`) and ours,
 * fills the spec's defaults (25 %, margin 15, corner 4) and drops entries that still do not validate.
 */
export function readPhotoConfig(stored: unknown): PhotoConfig {
  const raw = record(stored);
  const logos = list(raw.logos).map((logo) => ({
    url: text(logo.url, logo.rutaLogo),
    width: fraction(number(defaultLogoPlacement.width, logo.width, logo.anchoLogo)),
    margin: Math.round(number(defaultLogoPlacement.margin, logo.margin, logo.margen)),
    corner: number(defaultLogoPlacement.corner, logo.corner, logo.posicion) as LogoCorner,
    code: text(logo.code, logo.codigo),
    description: text(logo.description, logo.descripcion),
  }));
  const frames = list(raw.frames ?? raw.marcos).map((frame) => ({
    code: text(frame.code, frame.codigo),
    description: text(frame.description, frame.descripcion),
    url: text(frame.url, frame.path, frame.ruta),
    type: Math.round(number(1, frame.type, frame.tipo)),
  }));
  const valid = <T>(schema: z.ZodType<T>, values: unknown[]) => values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
  const uniqueFrames = valid(photoFrameSchema, frames).filter((frame, index, all) => all.findIndex((other) => other.code === frame.code) === index);
  return { logos: valid(photoLogoSchema, logos).slice(0, 10), frames: uniqueFrames.slice(0, 20) };
}
