import { colors } from './certificate-theme.ts';

/** Frame width of the deep-blue border around the white sheet. */
export const FRAME = 24;
/** Inset of the thin orange rule inside the sheet. */
export const RULE = 40;

/** Diagonal "speed" stripes across one corner of side s at (x, y); dx = 1 grows right, -1 left. */
function stripes(x: number, y: number, s: number, dx: 1 | -1): string {
  const bars = [
    { offset: 0, width: 0.2, fill: colors.blue },
    { offset: 0.26, width: 0.08, fill: colors.orange },
    { offset: 0.4, width: 0.04, fill: colors.blueLight },
  ];
  return bars
    .map(({ offset, width, fill }) => {
      const a = offset * s;
      const b = (offset + width) * s;
      const pts = [
        [a, 0], [b, 0], [0, b], [0, a],
      ].map(([px = 0, py = 0]) => `${x + dx * px},${y + py}`);
      return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
    })
    .join('');
}

/** Background of the default design: blue frame, white sheet, orange rule, corner stripes. */
export function defaultArtSvg(width: number, height: number): string {
  const sheetW = width - 2 * FRAME;
  const sheetH = height - 2 * FRAME;
  return [
    `<rect width="${width}" height="${height}" fill="${colors.blue}"/>`,
    `<clipPath id="sheet"><rect x="${FRAME}" y="${FRAME}" width="${sheetW}" height="${sheetH}" rx="10"/></clipPath>`,
    `<rect x="${FRAME}" y="${FRAME}" width="${sheetW}" height="${sheetH}" rx="10" fill="${colors.paper}"/>`,
    `<g clip-path="url(#sheet)">`,
    stripes(FRAME, FRAME, 300, 1),
    stripes(width - FRAME, FRAME, 300, -1),
    `</g>`,
    `<rect x="${RULE}" y="${RULE}" width="${width - 2 * RULE}" height="${height - 2 * RULE}" rx="6" fill="none" stroke="${colors.orange}" stroke-width="2"/>`,
  ].join('');
}

/** A finisher's medal (ribbon, disc, star), drawn at the top when the event has no logo; 76 px tall. */
export function medalSvg(cx: number, top: number): string {
  const star = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? 10 : 4.2;
    return `${(cx + r * Math.cos(angle)).toFixed(2)},${(top + 52 + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
  return [
    `<polygon points="${cx - 24},${top} ${cx - 8},${top} ${cx + 8},${top + 36} ${cx - 8},${top + 36}" fill="${colors.blue}"/>`,
    `<polygon points="${cx + 24},${top} ${cx + 8},${top} ${cx - 8},${top + 36} ${cx + 8},${top + 36}" fill="${colors.blueLight}"/>`,
    `<circle cx="${cx}" cy="${top + 52}" r="24" fill="${colors.orange}"/>`,
    `<circle cx="${cx}" cy="${top + 52}" r="17.5" fill="none" stroke="${colors.paper}" stroke-width="2"/>`,
    `<polygon points="${star}" fill="${colors.paper}"/>`,
  ].join('');
}
