import { useLayoutEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { fillPlaceholders, type AthleteFacts, type ViewConfig, type ViewFontFamily } from '@dorsal/core';

/** The font stacks of the shipped families (no font is loaded from the internet). */
const fontStacks: Record<ViewFontFamily, string> = {
  roboto: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  condensed: '"Roboto Condensed", "Arial Narrow", sans-serif',
  rounded: 'Nunito, "Arial Rounded MT Bold", Roboto, sans-serif',
  mono: '"Roboto Mono", "Courier New", monospace',
};

const backgroundOf = (color: string | null, image: string | null) =>
  [image ? `url("${encodeURI(image).replace(/"/g, '%22')}") center / cover no-repeat` : null, color].filter(Boolean).join(', ') || undefined;

/**
 * A custom view drawn at its own size (px) and scaled as a whole to fit its container: `contain` fits width and
 * height (a full screen), `width` fits the width and takes the height it needs (a preview). Placeholders are filled
 * with the athlete's facts as plain text (React escapes it: never HTML).
 */
export function ViewCanvas({ view, facts, fit }: { view: ViewConfig; facts: AthleteFacts; fit: 'contain' | 'width' }) {
  const outer = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = outer.current;
    if (!element) return;
    const measure = () => setAvailable({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { canvas } = view;
  const scale = available ? (fit === 'contain' ? Math.min(available.width / canvas.width, available.height / canvas.height) : available.width / canvas.width) : 0;
  return (
    <Box
      ref={outer}
      sx={{ position: 'relative', overflow: 'hidden', width: '100%', height: fit === 'contain' ? '100%' : canvas.height * scale, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Box
        data-testid="view-canvas"
        sx={{
          flex: 'none',
          width: canvas.width,
          height: canvas.height,
          transform: `scale(${scale})`,
          transformOrigin: fit === 'contain' ? 'center' : 'top left',
          position: fit === 'contain' ? 'relative' : 'absolute',
          top: 0,
          left: 0,
          visibility: available ? 'visible' : 'hidden',
          background: backgroundOf(canvas.background, canvas.backgroundImage),
          color: canvas.color,
          fontFamily: fontStacks[canvas.fontFamily],
          fontSize: canvas.fontSize,
          boxSizing: 'border-box',
          p: `${canvas.padding}px`,
          overflow: 'hidden',
        }}
      >
        <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
          {view.boxes.map((box, index) => (
            <Box
              key={index}
              data-testid="view-box"
              sx={{
                position: 'absolute',
                left: `${box.x}%`,
                top: `${box.y}%`,
                width: `${box.width}%`,
                fontSize: box.fontSize ?? undefined,
                color: box.color ?? undefined,
                background: backgroundOf(box.background, box.backgroundImage),
                p: `${canvas.boxPadding}px`,
                boxSizing: 'border-box',
                lineHeight: 1.15,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {fillPlaceholders(box.text, facts)}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
