/**
 * Where uploaded files are kept: the local folder (one instance, the default) or S3-compatible
 * object storage (every instance reads and writes the same files). Keys are flat names
 * ("{uuid}.webp") that the caller has already checked.
 */
export type StoredFile = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  length: number;
};

export type FileInfo = { contentType: string; length: number };

export interface FileStorage {
  /** Which driver this is, for logs and the health of the setup. */
  readonly kind: "local" | "s3";
  /** Stores a new file; a key is never reused, so an existing one is an error. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file as a stream with its type and length, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The type and length without the bytes, or null. */
  head(key: string): Promise<FileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}
