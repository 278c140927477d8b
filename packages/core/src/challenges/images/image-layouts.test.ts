import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messages } from '../../i18n/messages.ts';
import {
  boxOf,
  certificateConfigOf,
  certificateLayout,
  certificateSetupSchema,
  clockOf,
  imageFileName,
  medalConfigOf,
  medalLayout,
  medalSetupSchema,
  photoToolLayout,
  photoToolsOf,
  raceNumberConfigOf,
  raceNumberLayout,
  sampleImageFacts,
  spanishDateLine,
  type ImageLayout,
} from './index.ts';

const t = messages.challengeImages;
const facts = sampleImageFacts({ name: 'Reto Guadalupe 10K', distanceKm: 10, dateLine: '30 de noviembre de 2026' });

function everyBoxInside(layout: ImageLayout): boolean {
  return layout.items.every((item) => {
    const box = boxOf(item);
    return box.x >= -1e-6 && box.y >= -1e-6 && box.x + box.width <= layout.width + 1e-6 && box.y + box.height <= layout.height + 1e-6 && box.width >= 0 && box.height >= 0;
  });
}

describe('challenge image configs', () => {
  it('reads an empty stored config with the spec defaults', () => {
    expect(certificateConfigOf({})).toEqual({ imageUrl: null, whiteBack: false, fontColor: '#000000', position: 1, positionVertical: 1, title: 'Certificado de Participación' });
    expect(raceNumberConfigOf({})).toEqual({ imageUrl: null, whiteBack: false, fontColor: '#000000' });
    expect(medalConfigOf({ textHorizontal: 7, fontColor: 'red' })).toMatchObject({ textHorizontal: 1, fontColor: '#000000', showTime: false });
  });

  it('refuses bad colours and positions with Spanish messages', () => {
    const bad = certificateSetupSchema.safeParse({ whiteBack: true, fontColor: 'rojo', position: 2.5, positionVertical: 1.234, title: '' });
    expect(bad.success).toBe(false);
    const found = bad.error?.issues.map((issue) => issue.message) ?? [];
    expect(found).toEqual(expect.arrayContaining([t.badColor, t.badPosition, t.titleRequired]));
    expect(found.filter((m) => m === t.badPosition)).toHaveLength(2);
    expect(medalSetupSchema.safeParse({ showTime: true, fontColor: '#ffaa00', textHorizontal: 0, textVertical: 1.75 }).success).toBe(true);
  });
});

describe('challenge image layouts', () => {
  it('sizes the canvases as the spec says', () => {
    expect(certificateLayout(certificateConfigOf({}), facts)).toMatchObject({ width: 1061, height: 820 });
    expect(certificateLayout(certificateConfigOf({ imageUrl: '/files/a.jpg' }), facts)).toMatchObject({ width: 1025, height: 820 });
    expect(raceNumberLayout(raceNumberConfigOf({}), facts)).toMatchObject({ width: 1025, height: 820 });
    const bibText = raceNumberLayout(raceNumberConfigOf({}), facts).items.find((item) => item.kind === 'text' && item.text === '123');
    expect(bibText && boxOf(bibText).y).toBeGreaterThanOrEqual(200);
    expect(bibText && boxOf(bibText).y + boxOf(bibText).height).toBeLessThanOrEqual(620);
  });

  it('moves the certificate text with its positions', () => {
    const nameBox = (position: number, positionVertical: number) =>
      certificateLayout({ ...certificateConfigOf({ imageUrl: '/x.png' }), position, positionVertical }, facts).items.find((item) => item.kind === 'text' && item.text === facts.athleteName);
    const left = nameBox(0, 0);
    const right = nameBox(2, 2);
    expect(left && right && left.kind === 'text' && right.kind === 'text').toBe(true);
    if (left?.kind !== 'text' || right?.kind !== 'text') return;
    expect(left.x).toBeLessThan(right.x);
    expect(left.y).toBeLessThan(right.y);
    expect([left.align, right.align]).toEqual(['start', 'end']);
  });

  it('shows the medal time only when configured and known', () => {
    const texts = (showTime: boolean) => medalLayout({ ...medalConfigOf({}), showTime }, facts).items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
    expect(texts(true)).toContain('00:52:31');
    expect(texts(false)).not.toContain('00:52:31');
  });

  it('keeps every box inside the canvas for any positions 0–2 (property)', () => {
    const position = fc.integer({ min: 0, max: 200 }).map((n) => n / 100);
    fc.assert(
      fc.property(position, position, position, position, fc.boolean(), fc.boolean(), fc.boolean(), (h, v, mh, mv, image, white, showTime) => {
        const url = image ? '/files/x.png' : null;
        return (
          everyBoxInside(certificateLayout({ ...certificateConfigOf({}), imageUrl: url, position: h, positionVertical: v, whiteBack: white }, facts)) &&
          everyBoxInside(medalLayout({ ...medalConfigOf({}), imageUrl: url, textHorizontal: mh, textVertical: mv, showTime }, facts)) &&
          everyBoxInside(raceNumberLayout({ ...raceNumberConfigOf({}), imageUrl: url, whiteBack: white }, facts))
        );
      }),
    );
  });

  it('keeps every photo-tool box inside the canvas for any photo size (property)', () => {
    const side = fc.integer({ min: 50, max: 6000 });
    const tool = fc.constantFrom(...photoToolsOf.startLine, ...photoToolsOf.finishLine);
    fc.assert(
      fc.property(side, side, tool, fc.boolean(), (width, height, which, hasFrame) => {
        const layout = photoToolLayout(which, { width, height }, facts, { hasFrame });
        return Math.max(layout.width, layout.height) === 1080 && everyBoxInside(layout);
      }),
    );
  });
});

describe('challenge image facts', () => {
  it('formats times, dates and file names', () => {
    expect(clockOf(3151)).toBe('00:52:31');
    expect(clockOf(360000 + 61)).toBe('100:01:01');
    expect(clockOf(null)).toBeNull();
    expect(spanishDateLine(new Date('2026-12-01T05:30:00Z'), 'America/Mexico_City')).toBe('30 de noviembre de 2026');
    expect(imageFileName(t.fileNames.certificate, { name: 'José Ñúñez  O’Brien' }, 'jpg')).toBe('certificado-jose-nunez-o-brien.jpg');
  });
});
