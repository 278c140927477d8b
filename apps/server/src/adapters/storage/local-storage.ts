import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { checkedKey, contentTypeOf, filesUrls, isValidKey, resolveRange, type FileStorage } from './file-storage.ts';

/** Files in a folder on disk (`DATA_DIR/files`), served by the app under /files/. */
export function createLocalStorage(root: string): FileStorage & { root: string } {
  const base = path.resolve(root);
  const pathOf = (key: string) => path.join(base, checkedKey(key));
  const temporaryOf = (target: string) => `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;

  /** Writes through a temporary file renamed into place, so readers never see half a file. */
  async function write(key: string, writeTo: (temporary: string) => Promise<void>) {
    const target = pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temporary = temporaryOf(target);
    try {
      await writeTo(temporary);
      await fsp.rename(temporary, target);
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    root,
    async put(key, data) {
      await write(key, (temporary) => fsp.writeFile(temporary, data));
    },
    async putStream(key, data) {
      await write(key, (temporary) => pipeline(data, fs.createWriteStream(temporary)));
    },
    async read(key) {
      if (!isValidKey(key)) return null;
      return fsp.readFile(pathOf(key)).catch(() => null);
    },
    async open(key, range) {
      if (!isValidKey(key)) return null;
      const target = pathOf(key);
      const stat = await fsp.stat(target).catch(() => null);
      if (!stat?.isFile()) return null;
      const bytes = range ? resolveRange(range, stat.size) : null;
      return {
        body: fs.createReadStream(target, bytes ?? {}),
        size: stat.size,
        contentType: contentTypeOf(key),
        range: bytes,
        etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime,
      };
    },
    async remove(key) {
      if (isValidKey(key)) await fsp.rm(pathOf(key), { force: true });
    },
    keyOf: filesUrls.keyOf,
    publicUrl: filesUrls.publicUrl,
  };
}
