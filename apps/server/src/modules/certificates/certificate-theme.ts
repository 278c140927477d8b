/** Canvas sizes from the spec (§9) and the brand palette (apps/web theme). */
export const CANVAS_HEIGHT = 820;
export const DEFAULT_RATIO = 1.2941;
export const CUSTOM_RATIO = 1.25;

export function canvasSize(custom: boolean): { width: number; height: number } {
  const ratio = custom ? CUSTOM_RATIO : DEFAULT_RATIO;
  return { width: Math.round(CANVAS_HEIGHT * ratio), height: CANVAS_HEIGHT };
}

export const colors = {
  blue: '#0D3B8C',
  blueDark: '#082A66',
  blueLight: '#3D63B0',
  orange: '#FF6F00',
  ink: '#1B2333',
  muted: '#4F5B70',
  line: '#E1E6EF',
  paper: '#FFFFFF',
  tint: '#F3F5F9',
} as const;

/** A safe hex colour for an SVG attribute, or the fallback. */
export function safeHexColor(value: string | undefined, fallback: string): string {
  return value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : fallback;
}

/** Fixed JPEG encoder settings: the same input always gives the same bytes (no metadata, no timestamps). */
export const JPEG_OPTIONS = {
  quality: 90,
  chromaSubsampling: '4:4:4',
  progressive: false,
  optimiseCoding: true,
  mozjpeg: false,
} as const;
