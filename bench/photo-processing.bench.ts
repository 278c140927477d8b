/**
 * Race photo processing (issue 14): PHOTOS photos of 12 MP (4000 × 3000 JPEG with an EXIF capture time, made here
 * with sharp from a few distinct noisy pictures) through the server's pipeline — EXIF read, offset applied,
 * orientation fixed, an 800 px JPEG and a 320 px thumbnail, both written to a local storage folder — beside sharp's
 * own resize of the same file to 800 px JPEG in the same run (alternating photo by photo, so both see the same load).
 * Reports photos per second, p50/p99 per photo and the ratio (target ≥ 0.7 × sharp's throughput).
 * Run: npx tsx bench/photo-processing.bench.ts   (PHOTOS=500 by default)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalStorage } from '@dorsal/server/adapters/storage/local-storage';
import { processRacePhoto } from '@dorsal/server/modules/photos/photo-processing';

const PHOTOS = Number(process.env.PHOTOS ?? 500);
const DISTINCT = 12;
const WIDTH = 4000;
const HEIGHT = 3000;

sharp.cache(false); // each run decodes its input, as the job does

async function twelveMegapixel(index: number): Promise<Buffer> {
  const hue = (index * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 140) % 360},70%,60%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${1000 + index * 150}" cy="1400" r="700" fill="#fff" fill-opacity="0.6"/></svg>`;
  // Gaussian grain over the picture: real photos' detail, so the JPEG decodes like one (about 3–5 MB).
  const grain = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Bench', Model: '12MP' }, IFD2: { DateTimeOriginal: `2026:11:01 08:${String(10 + (index % 40)).padStart(2, '0')}:15` } })
    .withMetadata({ orientation: index % 3 === 0 ? 6 : 1 })
    .toBuffer();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const generated = await Promise.all(Array.from({ length: DISTINCT }, (_, index) => twelveMegapixel(index)));
const meanBytes = generated.reduce((sum, data) => sum + data.length, 0) / DISTINCT;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-bench-'));
const storage = createLocalStorage(dir);

const sharpOnly = (input: Buffer) => sharp(input).resize(800, 800, { fit: 'inside' }).jpeg().toBuffer();
async function pipeline(input: Buffer, index: number) {
  const done = await processRacePhoto(input, { timeZone: 'America/Mexico_City', offsetSeconds: -12 });
  await storage.put(`photos/1/${index}.jpg`, done.display, 'image/jpeg');
  await storage.put(`photos/1/${index}-thumb.jpg`, done.thumb, 'image/jpeg');
  if (!done.takenAt) throw new Error('no capture time read');
}

for (let index = 0; index < 4; index += 1) {
  await sharpOnly(generated[index]!);
  await pipeline(generated[index]!, -index - 1);
}

const times = { sharp: [] as number[], ours: [] as number[] };
for (let index = 0; index < PHOTOS; index += 1) {
  const input = generated[index % DISTINCT]!;
  let started = performance.now();
  await sharpOnly(input);
  times.sharp.push(performance.now() - started);
  started = performance.now();
  await pipeline(input, index);
  times.ours.push(performance.now() - started);
}
fs.rmSync(dir, { recursive: true, force: true });

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
const rate = (values: number[]) => (values.length * 1000) / total(values);
const row = (name: string, values: number[]) =>
  `${name.padEnd(44)} ${rate(values).toFixed(2).padStart(7)} photos/s   p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms   p99 ${percentile(values, 99).toFixed(0).padStart(5)} ms`;
console.log(`${PHOTOS} photos of ${WIDTH} × ${HEIGHT} (12 MP), mean ${(meanBytes / 1024 / 1024).toFixed(1)} MB, one at a time, ${os.cpus().length} cores`);
console.log(row("sharp's resize to 800 px JPEG", times.sharp));
console.log(row('pipeline (EXIF, rotate, 800 px + thumb, store)', times.ours));
const ratio = rate(times.ours) / rate(times.sharp);
console.log(`ratio ${ratio.toFixed(2)} × sharp (target ≥ 0.70) ${ratio >= 0.7 ? 'OK' : 'BELOW TARGET'}`);
