import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { storedFiles } from "~/db/schema";
import { assertStorageKey, type FileStorage } from "./storage";

/** The default storage: a row per file in stored_files (bytea), shared by every process on the database. */
export const databaseStorage: FileStorage = {
  async put(key, bytes, contentType) {
    assertStorageKey(key);
    const db = await getDb();
    await db
      .insert(storedFiles)
      .values({ key, contentType, bytes })
      .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, bytes, createdAt: new Date() } });
  },
  async get(key) {
    assertStorageKey(key);
    const db = await getDb();
    const [row] = await db
      .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
      .from(storedFiles)
      .where(eq(storedFiles.key, key))
      .limit(1);
    return row ? { bytes: new Uint8Array(row.bytes), contentType: row.contentType } : null;
  },
  async delete(key) {
    assertStorageKey(key);
    const db = await getDb();
    await db.delete(storedFiles).where(eq(storedFiles.key, key));
  },
};
