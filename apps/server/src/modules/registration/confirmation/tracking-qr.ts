import { svgQr } from '../../certificates/certificate-qr.ts';

const SIZE = 264;

/** The confirmation link as a standalone SVG QR code (black on a white plate, quiet zone included). */
export function trackingQrSvg(trackingUrl: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" shape-rendering="crispEdges">` +
    svgQr(trackingUrl, { x: 0, y: 0, size: SIZE, color: '#000000' }) +
    '</svg>'
  );
}
