/** Where uploaded and generated files live; keys are relative paths like `avatars/abc.jpg`. */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The key of a URL this storage handed out, or null for any other URL. */
  keyOf(url: string): string | null;
  /** The URL browsers use to fetch the file. */
  publicUrl(key: string): string;
}

/** The bytes behind a URL this storage handed out; undefined for no URL, a foreign URL or a missing file. */
export async function readStoredUrl(storage: FileStorage, url: string | null | undefined): Promise<Buffer | undefined> {
  const key = url ? storage.keyOf(url) : null;
  return key ? ((await storage.read(key)) ?? undefined) : undefined;
}
