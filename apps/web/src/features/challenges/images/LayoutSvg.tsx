import type { ImageLayout, LayoutImageSource, LayoutItem, LayoutText } from '@dorsal/core';

const WEIGHT = { regular: 400, medium: 500, bold: 700 } as const;

let measureContext: CanvasRenderingContext2D | null | undefined;

/** The text's width in Roboto at this size, as the server measures it with the shipped font (jsdom: an estimate). */
function measure(text: string, item: LayoutText, size: number): number {
  if (measureContext === undefined) {
    try {
      measureContext = document.createElement('canvas').getContext('2d');
    } catch {
      measureContext = null;
    }
  }
  const spacing = (item.letterSpacing ?? 0) * Math.max(0, text.length - 1);
  if (!measureContext) return text.length * size * 0.55 + spacing;
  measureContext.font = `${WEIGHT[item.font]} ${size}px Roboto, sans-serif`;
  return measureContext.measureText(text).width + spacing;
}

/** The layout's size, shrunk so the line fits its box (the server does the same with the shipped font). */
export function fittedSize(item: LayoutText): number {
  const width = measure(item.text, item, item.size);
  return width > item.width ? Math.max(1, (item.size * item.width) / width) : item.size;
}

function textX(item: LayoutText): number {
  if (item.align === 'start') return item.x;
  if (item.align === 'end') return item.x + item.width;
  return item.x + item.width / 2;
}

export type LayoutSources = Partial<Record<LayoutImageSource, string | ImageLayout>>;

const preserve = { cover: 'xMidYMid slice', contain: 'xMidYMid meet', fill: 'none' } as const;

function Item({ item, sources, id }: { item: LayoutItem; sources: LayoutSources; id: string }) {
  switch (item.kind) {
    case 'rect':
      return (
        <rect
          x={item.x}
          y={item.y}
          width={item.width}
          height={item.height}
          rx={item.radius}
          fill={item.fill}
          fillOpacity={item.opacity}
          stroke={item.stroke?.color}
          strokeWidth={item.stroke?.width}
        />
      );
    case 'polygon':
      return <polygon points={item.points.map(([x, y]) => `${x},${y}`).join(' ')} fill={item.fill} />;
    case 'text': {
      const size = fittedSize(item);
      return (
        <text
          x={textX(item)}
          y={item.y + item.height / 2 + size * 0.36}
          fontFamily="Roboto, sans-serif"
          fontWeight={WEIGHT[item.font]}
          fontSize={size}
          letterSpacing={item.letterSpacing}
          textAnchor={item.align}
          fill={item.color}
        >
          {item.text}
        </text>
      );
    }
    case 'image': {
      const source = sources[item.source];
      if (!source) return null;
      if (typeof source === 'string') {
        return <image href={source} x={item.x} y={item.y} width={item.width} height={item.height} preserveAspectRatio={preserve[item.fit]} />;
      }
      return (
        <svg x={item.x} y={item.y} width={item.width} height={item.height} viewBox={`0 0 ${source.width} ${source.height}`} preserveAspectRatio={preserve[item.fit]}>
          <LayoutItems layout={source} sources={sources} id={`${id}-n`} />
        </svg>
      );
    }
  }
}

function LayoutItems({ layout, sources, id }: { layout: ImageLayout; sources: LayoutSources; id: string }) {
  return (
    <>
      {layout.background && <rect width={layout.width} height={layout.height} fill={layout.background} />}
      {layout.items.map((item, index) => (
        <Item key={index} item={item} sources={sources} id={`${id}-${index}`} />
      ))}
    </>
  );
}

/** A core image layout drawn in the browser: the live preview of what the server renders. */
export function LayoutSvg({ layout, sources, label, testId }: { layout: ImageLayout; sources: LayoutSources; label: string; testId?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8, border: '1px solid #E1E6EF' }}
    >
      <LayoutItems layout={layout} sources={sources} id="l" />
    </svg>
  );
}
