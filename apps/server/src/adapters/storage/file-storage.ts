/** Where uploaded and generated files live; keys are relative paths like `avatars/abc.jpg`. */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The URL browsers use to fetch the file. */
  publicUrl(key: string): string;
}
