import path from "node:path";
import fs from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { migrate } from "./migrate.server";
import { getEnv } from "../utils/env.server";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface Handle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs raw SQL on one connection (migrations, maintenance). */
  exec(sql: string): Promise<void>;
  /** Runs one raw SQL statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * LISTENs on a channel: `onNotify` runs for each NOTIFY (delivered when the notifying transaction commits, from
   * any process on PostgreSQL). `onLost` runs if the listening connection drops. Resolves to an unlisten function.
   */
  listen(channel: string, onNotify: () => void, onLost?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

function assertChannel(channel: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid LISTEN channel: ${channel}`);
}

declare global {
  // One database per process, shared by server.ts and the Remix build (separate module graphs).
  var __parvazDb: Promise<Handle> | undefined;
}

export interface OpenOptions {
  /** postgres://… ; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or "memory://" for an in-memory database. */
  dataDir?: string;
  /** PGlite only: start from this dump of a data directory (tests' migrated template) instead of an empty one. */
  loadDataDir?: Blob;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Handle> {
  const databaseUrl = options.databaseUrl ?? getEnv().DATABASE_URL;
  let handle: Handle;
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({ connectionString: databaseUrl, max: getEnv().DATABASE_POOL_SIZE });
    // An idle connection that the server drops must not crash the process.
    pool.on("error", (error: Error & { code?: string }) => {
      if (error.code !== "57P01") console.error("database pool:", error.message);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    handle = {
      db,
      kind: "postgres",
      exec: async (sql) => {
        await pool.query(sql);
      },
      query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
      // A connection of its own, outside the pool: it stays open for as long as the process listens.
      listen: async (channel, onNotify, onLost) => {
        assertChannel(channel);
        const client = new pg.Client({ connectionString: databaseUrl });
        let ended = false;
        client.on("error", (error) => {
          console.error("database listener:", error.message);
        });
        client.on("end", () => {
          if (!ended) onLost?.();
        });
        client.on("notification", (message) => {
          if (message.channel === channel) onNotify();
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${channel}`);
        } catch (error) {
          ended = true;
          await client.end().catch(() => {});
          throw error;
        }
        return async () => {
          ended = true;
          await client.end().catch(() => {});
        };
      },
      close: () => pool.end(),
    };
    if (options.migrate !== false) {
      // Migrations hold an advisory lock, so they run on one dedicated connection.
      const connection = await pool.connect();
      try {
        await migrate(
          async (sql) => void (await connection.query(sql)),
          async (sql) => (await connection.query(sql)).rows,
        );
      } finally {
        connection.release();
      }
    }
    return handle;
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const dataDir = options.dataDir ?? getEnv().PGLITE_DIR ?? path.join(process.cwd(), "data", "pglite");
    if (!dataDir.startsWith("memory://")) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    const client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const db = drizzle(client, { schema }) as unknown as Db;
    handle = {
      db,
      kind: "pglite",
      exec: async (sql) => {
        await client.exec(sql);
      },
      query: async (sql, params) => (await client.query(sql, params as unknown[])).rows as never[],
      listen: async (channel, onNotify) => {
        assertChannel(channel);
        return client.listen(channel, () => onNotify());
      },
      close: () => client.close(),
    };
  }
  if (options.migrate !== false) await migrate(handle.exec, handle.query);
  return handle;
}

/** The process's database, opened (and migrated) on first use. server.ts opens it before listening. */
export function getHandle(): Promise<Handle> {
  globalThis.__parvazDb ??= openDatabase();
  return globalThis.__parvazDb;
}

export async function getDb(): Promise<Db> {
  return (await getHandle()).db;
}

export async function closeDatabase() {
  const pending = globalThis.__parvazDb;
  globalThis.__parvazDb = undefined;
  if (pending) await (await pending).close();
}

/** Installs an already-open handle as the process database (tests). */
export function useHandle(handle: Handle) {
  globalThis.__parvazDb = Promise.resolve(handle);
}

export { schema };
