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
    publicUrl(key) {
      return `/files/${key}`;
    },
  };
}
