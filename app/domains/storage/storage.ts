/**
 * One place for uploaded bytes (decision 412): put, get and delete a file with its content type under an
 * unguessable key. The database keeps them by default (stored_files, every process sees the same); an
 * S3-compatible bucket when STORAGE_URL is set (s3-storage.server.ts). Callers never build a key from
 * anything a visitor typed: `newStorageKey` makes it.
 */
import crypto from "node:crypto";

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  /** Writes (or overwrites) the file under the key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

/** A key: folder-like words of letters, digits, "_" and "-" joined by "/", at most 200 characters. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function assertStorageKey(key: string) {
  if (key.length > 200 || !KEY.test(key)) throw new Error("invalid storage key");
}

/** A new unguessable key (256 random bits) under a folder-like prefix ("traveller-documents"). */
export function newStorageKey(prefix: string): string {
  const key = `${prefix}/${crypto.randomBytes(32).toString("base64url")}`;
  assertStorageKey(key);
  return key;
}
