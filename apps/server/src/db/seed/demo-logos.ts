import sharp from 'sharp';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';

/** A simple round badge in the event's colours, stored as PNG; returns its URL. */
export async function storeDemoLogo(storage: FileStorage, key: string, colors: { background: string; accent: string }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <circle cx="200" cy="200" r="196" fill="${colors.background}"/>
    <circle cx="200" cy="200" r="160" fill="none" stroke="${colors.accent}" stroke-width="14"/>
    <path d="M110 250 L170 150 L205 205 L235 165 L295 250 Z" fill="${colors.accent}"/>
    <circle cx="265" cy="135" r="22" fill="#ffffff"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  await storage.put(key, png, 'image/png');
  return storage.publicUrl(key);
}
