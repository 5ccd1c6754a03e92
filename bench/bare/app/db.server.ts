import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** One query on the same kind of database as the Parvaz server beside it: PostgreSQL with DATABASE_URL, else PGlite in memory. */
type Row = Record<string, unknown>;
let run: ((sql: string) => Promise<Row[]>) | null = null;

function connect(): (sql: string) => Promise<Row[]> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return async (sql) => (await pool.query(sql)).rows as Row[];
  }
  const db = new PGlite();
  return async (sql) => (await db.query<Row>(sql)).rows;
}

export async function query(sql: string): Promise<Row[]> {
  run ??= connect();
  return run(sql);
}
