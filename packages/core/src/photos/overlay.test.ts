import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultLogoPlacement, logoBox, overlayLayout, type LogoCorner } from './overlay.ts';
import { clampCrop, editedSize, fitWithin, rotateBy } from './overlay-edit.ts';

describe('logoBox', () => {
  it('puts the default logo (25 %, margin 15) in the bottom-right corner', () => {
    expect(logoBox({ width: 800, height: 600 }, { width: 400, height: 200 }, defaultLogoPlacement)).toEqual({ left: 585, top: 485, width: 200, height: 100 });
  });

  it('places each corner: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right', () => {
    const at = (corner: LogoCorner) => logoBox({ width: 1000, height: 500 }, { width: 100, height: 50 }, { width: 0.2, margin: 10, corner });
    expect(at(1)).toEqual({ left: 10, top: 10, width: 200, height: 100 });
    expect(at(2)).toEqual({ left: 790, top: 10, width: 200, height: 100 });
    expect(at(3)).toEqual({ left: 10, top: 390, width: 200, height: 100 });
    expect(at(4)).toEqual({ left: 790, top: 390, width: 200, height: 100 });
  });

  it('shrinks a tall logo to the room left between the margins, keeping its proportions', () => {
    expect(logoBox({ width: 1000, height: 200 }, { width: 100, height: 400 }, { width: 0.5, margin: 20, corner: 1 })).toEqual({ left: 20, top: 20, width: 40, height: 160 });
  });

  it('stays inside the image in whole pixels for any image, logo and placement', () => {
    fc.assert(
      fc.property(
        fc.record({ width: fc.integer({ min: 1, max: 4000 }), height: fc.integer({ min: 1, max: 4000 }) }),
        fc.record({ width: fc.integer({ min: 1, max: 3000 }), height: fc.integer({ min: 1, max: 3000 }) }),
        fc.record({ width: fc.double({ min: 0.01, max: 1, noNaN: true }), margin: fc.integer({ min: 0, max: 500 }), corner: fc.constantFrom<LogoCorner>(1, 2, 3, 4) }),
        (image, logo, placement) => {
          const box = logoBox(image, logo, placement);
          for (const value of Object.values(box)) expect(Number.isInteger(value)).toBe(true);
          expect(box.width).toBeGreaterThanOrEqual(1);
          expect(box.height).toBeGreaterThanOrEqual(1);
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.top).toBeGreaterThanOrEqual(0);
          expect(box.left + box.width).toBeLessThanOrEqual(image.width);
          expect(box.top + box.height).toBeLessThanOrEqual(image.height);
          const right = placement.corner === 2 || placement.corner === 4;
          const bottom = placement.corner === 3 || placement.corner === 4;
          // the logo touches its corner's margin on both sides
          expect(right ? image.width - box.left - box.width : box.left).toBe(bottom ? image.height - box.top - box.height : box.top);
        },
      ),
    );
  });
});

describe('overlayLayout', () => {
  it('stretches the frame over the whole picture and lays out every logo', () => {
    const layout = overlayLayout({ width: 600, height: 600 }, { frame: true, logos: [{ size: { width: 10, height: 10 }, placement: { width: 0.1, margin: 0, corner: 1 } }] });
    expect(layout).toEqual({ frame: { left: 0, top: 0, width: 600, height: 600 }, logos: [{ left: 0, top: 0, width: 60, height: 60 }] });
    expect(overlayLayout({ width: 10, height: 10 }, { frame: false, logos: [] })).toEqual({ frame: null, logos: [] });
  });
});

describe('editing', () => {
  it('scales images above 1500 px down, never up', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 1500, height: 1125 });
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('rotates by 90 and 270 and swaps the sides', () => {
    expect(rotateBy(0, 'right')).toBe(90);
    expect(rotateBy(0, 'left')).toBe(270);
    expect(rotateBy(270, 'right')).toBe(0);
    expect(editedSize({ width: 800, height: 600 }, { rotation: 90, crop: null })).toEqual({ width: 600, height: 800 });
  });

  it('keeps a crop inside the rotated picture; the whole picture is no crop', () => {
    expect(editedSize({ width: 800, height: 600 }, { rotation: 0, crop: { left: 100.4, top: 0, width: 600, height: 600 } })).toEqual({ width: 600, height: 600 });
    expect(clampCrop({ left: 700, top: 500, width: 400, height: 400 }, { width: 800, height: 600 })).toEqual({ left: 700, top: 500, width: 100, height: 100 });
    expect(clampCrop({ left: 0, top: 0, width: 800, height: 600 }, { width: 800, height: 600 })).toBeNull();
  });
});
