import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "~/domains/storage/storage";
import { createTestDatabase } from "./db";

/**
 * The storage interface's behaviour (decision 412), the same for every implementation: the database's on
 * PGlite (tests/unit) and PostgreSQL (tests/pg), and an S3-compatible bucket on a local server the test
 * starts itself (s3rver, tests/unit).
 */
export function storageSuite(name: string, open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>) {
  describe(`file storage: ${name}`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => close());
    const key = (word: string) => `test/${word}-${Math.random().toString(36).slice(2, 10)}`;

    it("gives back the bytes and the content type put under a key", async () => {
      const k = key("roundtrip");
      const bytes = new Uint8Array(256).map((_, i) => i);
      await storage.put(k, bytes, "image/png");
      const file = await storage.get(k);
      expect(file?.contentType).toBe("image/png");
      expect(Buffer.from(file!.bytes).equals(Buffer.from(bytes))).toBe(true);
    });

    it("replaces what a key held", async () => {
      const k = key("replace");
      await storage.put(k, new Uint8Array([1, 2, 3]), "image/jpeg");
      await storage.put(k, new Uint8Array([4, 5]), "application/pdf");
      const file = await storage.get(k);
      expect(file?.contentType).toBe("application/pdf");
      expect([...file!.bytes]).toEqual([4, 5]);
    });

    it("answers null for a key that holds nothing, and deletes (twice without error)", async () => {
      const k = key("delete");
      expect(await storage.get(k)).toBeNull();
      await storage.put(k, new Uint8Array([9]), "image/png");
      await storage.delete(k);
      expect(await storage.get(k)).toBeNull();
      await storage.delete(k);
    });

    it("keeps a file of several megabytes whole", async () => {
      const k = key("large");
      const bytes = new Uint8Array(3 * 1024 * 1024 + 7).map((_, i) => (i * 31) % 251);
      await storage.put(k, bytes, "application/pdf");
      const file = await storage.get(k);
      expect(file?.bytes.byteLength).toBe(bytes.byteLength);
      expect(Buffer.from(file!.bytes).equals(Buffer.from(bytes))).toBe(true);
    });

    it("refuses keys that could name another place (paths, dots, empty parts)", async () => {
      for (const bad of ["../etc/passwd", "a/../b", "/abs", "a//b", "", "a b", "a\\b", "x".repeat(201)]) {
        await expect(storage.put(bad, new Uint8Array([1]), "image/png"), bad).rejects.toThrow(/invalid storage key/);
        await expect(storage.get(bad), bad).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

/** The database storage on a fresh test database of that kind. */
export function databaseStorageSuite(kind: "pglite" | "postgres") {
  storageSuite(`database (${kind})`, async () => {
    const { drop } = await createTestDatabase(kind);
    const { databaseStorage } = await import("~/domains/storage/db-storage.server");
    return { storage: databaseStorage, close: drop };
  });
}

/** A local S3-compatible server (s3rver) on a free loopback port, its files in a temporary folder, and its storage. */
export async function startLocalS3() {
  const { default: S3rver } = await import("s3rver");
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "parvaz-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "parvaz-docs", configs: [] }],
  });
  const { port } = await server.run();
  const { parseStorageUrl, s3Storage } = await import("~/domains/storage/s3-storage.server");
  const storage = s3Storage(
    parseStorageUrl(`s3+http://S3RVER:S3RVER@127.0.0.1:${port}/parvaz-docs/uploads?region=us-east-1`),
  );
  return {
    storage,
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The S3 storage against a local s3rver. */
export function s3StorageSuite() {
  storageSuite("S3-compatible bucket (local s3rver)", startLocalS3);
}
