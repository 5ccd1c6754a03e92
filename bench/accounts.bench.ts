/**
 * Accounts: the cost of a password check at OWASP's scrypt parameters (N=2^17, r=8, p=1),
 * how many checks run at once (libuv thread pool), and whether an unknown account answers
 * as slowly as a wrong password (no account enumeration by timing). In-process, on an
 * in-memory PGlite database.
 */
import type { BenchReport } from "./run";
import { percentile } from "./support";

const ms = (n: number) => `${n.toFixed(0)} ms`;

async function time(runs: number, fn: () => Promise<unknown>) {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

export async function run(): Promise<BenchReport> {
  process.env.PGLITE_DIR = "memory://";
  const { openDatabase, useHandle, closeDatabase } = await import("../app/db/client.server");
  useHandle(await openDatabase({ dataDir: "memory://", databaseUrl: "" }));
  const { hashPassword, verifyPassword } = await import("../app/domains/accounts/password.server");
  const accounts = await import("../app/domains/accounts/accounts.server");
  const { generateCode } = await import("../app/domains/accounts/codes.server");
  try {
    const stored = await hashPassword("bench-password");
    const hashes = await time(10, () => hashPassword("bench-password"));
    const verifies = await time(10, () => verifyPassword("bench-password", stored));

    const parallel = 8;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: parallel }, () => verifyPassword("bench-password", stored)));
    const wall = performance.now() - t0;

    const created = await accounts.registerAccount(
      {
        email: "bench@example.com",
        phone: null,
        countryCode: null,
        password: "bench-password",
        firstName: "B",
        lastName: "B",
        newsletter: false,
      },
      "en",
      "http://bench",
    );
    if (created.status !== "created") throw new Error(created.status);
    const wrong = await time(10, () => accounts.authenticate("bench@example.com", "wrong-password"));
    const unknown = await time(10, () => accounts.authenticate("nobody@example.com", "wrong-password"));

    const codes = await time(5, async () => {
      for (let i = 0; i < 10_000; i++) generateCode();
    });

    const lines = [
      "| measure | median | p95 |",
      "|---|---|---|",
      `| hash a password (scrypt N=2^17, r=8, p=1) | ${ms(percentile(hashes, 50))} | ${ms(percentile(hashes, 95))} |`,
      `| verify a password | ${ms(percentile(verifies, 50))} | ${ms(percentile(verifies, 95))} |`,
      `| sign-in, wrong password (known account) | ${ms(percentile(wrong, 50))} | ${ms(percentile(wrong, 95))} |`,
      `| sign-in, unknown account | ${ms(percentile(unknown, 50))} | ${ms(percentile(unknown, 95))} |`,
      `| 10 000 verification codes (CSPRNG) | ${ms(percentile(codes, 50))} | ${ms(percentile(codes, 95))} |`,
      "",
      `Unknown/known account timing ratio (medians): ${(percentile(unknown, 50) / percentile(wrong, 50)).toFixed(2)} (1.00 = indistinguishable).`,
      `${parallel} password checks at once: ${ms(wall)} wall time, ${(wall / percentile(verifies, 50)).toFixed(2)}× one check (thread pool size ${process.env.UV_THREADPOOL_SIZE ?? 4}).`,
      "Each check needs 128 MB of memory while it runs; the sign-in limit (10 per account, 20 per IP per 15 minutes) bounds the cost an attacker can cause.",
    ];
    return { title: "Accounts: password hashing and sign-in timing", lines };
  } finally {
    await closeDatabase();
  }
}
