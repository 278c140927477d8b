/**
 * JavaScript an organizer's website needs, from the built web app (apps/web/dist, or WEB_DIST): the static closure of
 * chunks (the page's entry scripts and modulepreloads, then every `import … from "./x.js"` / `import "./x.js"`) at
 * each step a visitor reaches, gzipped as the server sends them (@fastify/compress: zlib's default level, 6). Steps:
 * the entry alone (what every host downloads); the site's first load (+ SiteApp and the sections' grid); a text
 * section near the screen (+ the drawer of the Markdown tree the server parsed); the embedded registration wizard on
 * screen (+ its slot and its first step); then what the first touch of its form preloads (its check, the later steps,
 * toasts). With a build that has sourcemaps (`npx vite build --sourcemap` in apps/web), SOURCES=1 also splits each
 * step's new bytes by where they come from (packages, core's areas, the web app's folders).
 * Run: npx tsx bench/site-js-weight.ts   (LIST=1 prints every chunk)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const assets = path.join(webDist, 'assets');
const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
const chunkNames = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));

/** The lazily imported chunks each step adds, by the name of the module they start at (Vite names chunks so). */
const steps: { label: string; lazy: string[] }[] = [
  { label: 'entry (every host)', lazy: [] },
  { label: "site's first load", lazy: ['SiteApp', 'SectionGrid'] },
  { label: 'with a text section near', lazy: ['MarkdownTree'] },
  { label: 'with the registration wizard', lazy: ['SiteRegistration'] },
  // Preloaded on the visitor's first touch of the form (laterSteps.ts): not part of the page's weight.
  { label: 'after the first touch of it', lazy: ['athleteValidation', 'registrationBody', 'OptionsStep', 'PaymentStep', 'DoneStep', 'ToastProvider'] },
];

const gzipSize = new Map<string, number>();
const sizeOf = (name: string) => {
  let size = gzipSize.get(name);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(assets, name)), { level: 6 }).length;
    gzipSize.set(name, size);
  }
  return size;
};

const staticImport = /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
function closure(roots: string[], into: Set<string>): Set<string> {
  const pending = roots.filter((root) => !into.has(root));
  for (const root of pending) into.add(root);
  while (pending.length > 0) {
    const name = pending.pop()!;
    for (const match of fs.readFileSync(path.join(assets, name), 'utf8').matchAll(staticImport)) {
      if (!into.has(match[1]!)) {
        into.add(match[1]!);
        pending.push(match[1]!);
      }
    }
  }
  return into;
}

const entryRoots = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
const lazyChunk = (module: string) => chunkNames.find((name) => new RegExp(`^${module}-[\\w-]{8}\\.js$`).test(name));

/** Where a step's new bytes come from, by its chunks' sourcemaps: each chunk's gzip size shared by generated length. */
function printSources(added: string[]) {
  const bySource = new Map<string, number>();
  for (const name of added) {
    const mapFile = path.join(assets, `${name}.map`);
    if (!fs.existsSync(mapFile)) continue;
    const code = fs.readFileSync(path.join(assets, name), 'utf8');
    const lengths = generatedLengthBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMap);
    const totalLength = [...lengths.values()].reduce((sum, length) => sum + length, 0) || 1;
    for (const [source, length] of lengths) bySource.set(source, (bySource.get(source) ?? 0) + (sizeOf(name) * length) / totalLength);
  }
  const rows = [...bySource].sort((a, b) => b[1] - a[1]).filter(([, size]) => size >= 512);
  for (const [source, size] of rows) console.log(`      ${kB(size)}  ${source}`);
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** A module's group: an npm package, or core's / the web app's folder (core's i18n by file). */
function group(source: string): string {
  const normalized = source.replace(/\\/g, '/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalized);
  if (pkg) return pkg[1]!;
  const core = /packages\/core\/src\/(i18n\/[^/]+|[^/]+)/.exec(normalized);
  if (core) return `core/${core[1]}`;
  const web = /apps\/web\/src\/((?:features|shared)\/[^/]+|[^/]+)/.exec(normalized);
  if (web) return `web/${web[1]}`;
  return normalized;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated characters per source group: each mapping segment runs to the next one on its line. */
function generatedLengthBySource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n');
  const lengths = new Map<string, number>();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const segments = line === '' ? [] : line.split(',').map(decodeVlq);
    let column = 0;
    const starts: { column: number; source: number | undefined }[] = [];
    for (const segment of segments) {
      column += segment[0]!;
      if (segment.length >= 4) sourceIndex += segment[1]!;
      starts.push({ column, source: segment.length >= 4 ? sourceIndex : undefined });
    }
    const lineLength = lines[lineIndex]?.length ?? 0;
    starts.forEach((start, i) => {
      const end = starts[i + 1]?.column ?? lineLength;
      const key = start.source === undefined ? '(generated)' : group(map.sources[start.source] ?? '?');
      lengths.set(key, (lengths.get(key) ?? 0) + Math.max(0, end - start.column));
    });
  });
  return lengths;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;
const loaded = new Set<string>();
console.log(`JavaScript of an organizer site, gzip level 6 (${path.relative(process.cwd(), webDist) || '.'}):`);
for (const step of steps) {
  const before = new Set(loaded);
  const missing = step.lazy.filter((module) => !lazyChunk(module));
  closure([...(step.lazy.length === 0 ? entryRoots : []), ...step.lazy.flatMap((module) => lazyChunk(module) ?? [])], loaded);
  const added = [...loaded].filter((name) => !before.has(name));
  const total = [...loaded].reduce((sum, name) => sum + sizeOf(name), 0);
  const addedSize = added.reduce((sum, name) => sum + sizeOf(name), 0);
  const note = missing.length > 0 ? `   (no chunk of its own: ${missing.join(', ')})` : '';
  console.log(`  ${step.label.padEnd(30)} ${kB(total)}   (+${kB(addedSize).trim()} in ${added.length} chunks)${note}`);
  if (process.env.LIST) for (const name of added.sort((a, b) => sizeOf(b) - sizeOf(a))) console.log(`      ${kB(sizeOf(name))}  ${name}`);
  if (process.env.SOURCES) printSources(added);
}
