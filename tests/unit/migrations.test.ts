import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { LAST_UNSEQUENCED, listMigrations, migrate, migrationNumber } from "~/db/migrate.server";

/** Migration numbers are one sequence (decision 011, README "Conventions"). */
const dir = path.join(process.cwd(), "app", "db", "migrations");
/** The migrations numbered by domain ranges before the rule; never add to this list. */
const unsequenced = [
  "0001_shell",
  "0002_accounts_core",
  "0003_cart_core",
  "0004_passengers_and_limits",
  "0100_flights",
  "0200_accounts",
  "0300_content",
  "0400_orders_payments",
];

describe("migration files", () => {
  const files = fs.readdirSync(dir);

  it("are all named NNNN_name.sql", () => {
    for (const file of files) expect(file).toMatch(/^\d{4,}_[a-z0-9_-]+\.sql$/);
  });

  it("have unique numbers, listed in number order", () => {
    const numbers = files.map(migrationNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const listed = listMigrations(dir).map((m) => m.number);
    expect(listed).toEqual([...numbers].sort((a, b) => a - b));
  });

  it("after 0400 take the next number after the highest one: no gaps, none lower", () => {
    const names = listMigrations(dir).map((m) => m.name);
    expect(names.slice(0, unsequenced.length)).toEqual(unsequenced);
    let previous = LAST_UNSEQUENCED;
    for (const name of names.slice(unsequenced.length)) {
      expect(`${name}: ${migrationNumber(name)}`).toBe(`${name}: ${previous + 1}`);
      previous += 1;
    }
  });
});

describe("migrate", () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "parvaz-migrations-"));
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  it("refuses two files with one number", () => {
    const twin = fs.mkdtempSync(path.join(temp, "twin-"));
    fs.writeFileSync(path.join(twin, "0401_a.sql"), "SELECT 1;");
    fs.writeFileSync(path.join(twin, "0401_b.sql"), "SELECT 1;");
    expect(() => listMigrations(twin)).toThrow(/same number/);
  });

  it("applies in number order, and refuses a new migration numbered below one already applied", async () => {
    for (const file of fs.readdirSync(dir)) fs.copyFileSync(path.join(dir, file), path.join(temp, file));
    const highest = Math.max(...listMigrations(dir).map((m) => m.number));
    const name = (n: number, label: string) => `${String(highest + n).padStart(4, "0")}_${label}`;
    const handle = await openDatabase({ dataDir: "memory://", databaseUrl: "", migrate: false });
    try {
      // Written in the other order: applied by number all the same.
      fs.writeFileSync(
        path.join(temp, `${name(3, "second")}.sql`),
        "CREATE TABLE seq_second (id int REFERENCES seq_first (id));",
      );
      fs.writeFileSync(path.join(temp, `${name(1, "first")}.sql`), "CREATE TABLE seq_first (id int PRIMARY KEY);");
      await migrate(handle.exec, handle.query, temp);
      const applied = (
        await handle.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY applied_at, name")
      ).map((r) => r.name);
      expect(applied.slice(-2)).toEqual([name(1, "first"), name(3, "second")]);

      // A branch's migration that kept a lower number would run last here but in the middle on a fresh database.
      fs.writeFileSync(path.join(temp, `${name(2, "late")}.sql`), "CREATE TABLE seq_late (id int);");
      await expect(migrate(handle.exec, handle.query, temp)).rejects.toThrow(
        new RegExp(`${name(2, "late")} is numbered below .* renumber it ${name(4, "")}`),
      );
      expect(await handle.query("SELECT to_regclass('seq_late') AS t")).toEqual([{ t: null }]);

      // Renumbered as the next in the sequence, it is applied.
      fs.renameSync(path.join(temp, `${name(2, "late")}.sql`), path.join(temp, `${name(4, "late")}.sql`));
      await migrate(handle.exec, handle.query, temp);
      expect((await handle.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name)).toContain(
        name(4, "late"),
      );
    } finally {
      await handle.close();
    }
  });
});
