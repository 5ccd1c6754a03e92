import { getEnv } from "~/utils/env.server";
import { databaseStorage } from "./db-storage.server";
import { parseStorageUrl, s3Storage } from "./s3-storage.server";
import type { FileStorage } from "./storage";

let installed: FileStorage | null = null;

/** The storage in use: an S3-compatible bucket when STORAGE_URL is set, else the database (decision 412). */
export function fileStorage(): FileStorage {
  if (installed) return installed;
  const url = getEnv().STORAGE_URL;
  installed = url ? s3Storage(parseStorageUrl(url)) : databaseStorage;
  return installed;
}

/** Tests install another storage (null: back to the environment's). */
export function setFileStorage(storage: FileStorage | null) {
  installed = storage;
}
