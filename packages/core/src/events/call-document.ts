import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';

const required = messages.common.required;

/** Longest paragraph of a block (a whole regulation fits); titles, labels and URLs are shorter. */
export const CALL_DOCUMENT_TEXT_MAX = 20_000;
const LINE_MAX = 2_000;

const paragraph = safeText(undefined, { multiline: true }).max(CALL_DOCUMENT_TEXT_MAX);
const line = safeText().max(LINE_MAX);
const filledLine = line.trim().min(1, required);

export const callDocumentBlockKinds = ['text', 'list', 'link', 'image', 'map'] as const;

/** One block of a call document (convocatoria): what the event page can render. */
export const callDocumentBlockSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('text'), title: line.optional(), text: paragraph }),
    z.object({ kind: z.literal('list'), title: line.optional(), items: z.array(paragraph).max(500) }),
    z.object({ kind: z.literal('link'), label: filledLine, url: filledLine }),
    z.object({ kind: z.literal('image'), url: filledLine, alt: line }),
    z.object({ kind: z.literal('map'), label: line, url: filledLine }),
  ],
  { error: messages.validation.invalidOption },
);

export const callDocumentSchema = z.object({
  title: line.optional(),
  blocks: z.array(callDocumentBlockSchema).max(500),
});
export type CallDocumentBlock = z.infer<typeof callDocumentBlockSchema>;
export type CallDocument = z.infer<typeof callDocumentSchema>;

const webAddress = filledLine.refine((value) => /^https?:\/\/\S+$/i.test(value) || /^\/files\/\S+$/.test(value), messages.validation.httpsAddress);

/** What the organizer's editor saves: the same blocks, with every address a web address (https://…). */
export const callDocumentEditSchema = z.object({
  title: line.trim().optional(),
  blocks: z
    .array(
      z.discriminatedUnion(
        'kind',
        [
          z.object({ kind: z.literal('text'), title: line.trim().optional(), text: paragraph.trim().min(1, required) }),
          z.object({ kind: z.literal('list'), title: line.trim().optional(), items: z.array(paragraph.trim().min(1, required)).min(1, required).max(500) }),
          z.object({ kind: z.literal('link'), label: filledLine, url: webAddress }),
          z.object({ kind: z.literal('image'), url: webAddress, alt: line.trim() }),
          z.object({ kind: z.literal('map'), label: line.trim(), url: webAddress }),
        ],
        { error: messages.validation.invalidOption },
      ),
    )
    .max(500),
});

/**
 * A stored call document read for display: the blocks that have the right shape, and how many do
 * not (they are left out and reported). Null when there is no document at all.
 */
export function readCallDocument(value: unknown): { document: CallDocument; skippedBlocks: number } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { title, blocks } = value as { title?: unknown; blocks?: unknown };
  const candidates: unknown[] = Array.isArray(blocks) ? blocks : blocks === undefined ? [] : [blocks];
  const valid = candidates.flatMap((block) => {
    const parsed = callDocumentBlockSchema.safeParse(block);
    return parsed.success ? [parsed.data] : [];
  });
  const document: CallDocument = { blocks: valid };
  const parsedTitle = line.safeParse(title);
  if (parsedTitle.success) document.title = parsedTitle.data;
  return { document, skippedBlocks: candidates.length - valid.length };
}
