import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.ts';

/** Files in a folder on disk, served by the app under /files/. */
export function createLocalStorage(root: string): FileStorage & { root: string } {
  return {
    root,
    async put(key, data) {
      const target = path.join(root, key);
      if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target);
    },
    async read(key) {
      const target = path.join(root, key);
      if (!target.startsWith(path.resolve(root) + path.sep)) return null;
      return fs.readFile(target).catch(() => null);
    },
    keyOf(url) {
      return url.startsWith('/files/') ? decodeURIComponent(url.slice('/files/'.length)) : null;
    },
    publicUrl(key) {
      return `/files/${key}`;
    },
  };
}
