import QRCode from 'qrcode';

export interface QrPlacement {
  x: number;
  y: number;
  /** Outer size of the white plate, quiet zone included. */
  size: number;
  color: string;
}

/** Minimum quiet zone, in modules, inside the plate (callers keep white around the plate too). */
const QUIET_MODULES = 1;

/**
 * The QR code of the URL as SVG: a white plate with whole-unit modules (crisp at 1× and 2×).
 * The symbol is centred on the plate; the plate keeps exactly the requested size.
 */
export function svgQr(url: string, place: QrPlacement): string {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = Math.max(1, Math.floor(place.size / (count + 2 * QUIET_MODULES)));
  const offset = Math.floor((place.size - unit * count) / 2);
  const originX = place.x + offset;
  const originY = place.y + offset;
  const runs: string[] = [];
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.data[row * count + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.data[row * count + col]) col++;
      runs.push(`M${originX + start * unit} ${originY + row * unit}h${(col - start) * unit}v${unit}h${-(col - start) * unit}z`);
    }
  }
  return (
    `<rect x="${place.x}" y="${place.y}" width="${place.size}" height="${place.size}" rx="6" fill="#FFFFFF"/>` +
    `<path d="${runs.join('')}" fill="${place.color}"/>`
  );
}
