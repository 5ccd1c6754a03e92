/**
 * PostgreSQL's error codes (SQLSTATE) as the drivers raise them: pg and PGlite put `code` on
 * the error, and drizzle wraps it as the `cause` of its own.
 */
export function sqlState(error: unknown): string | null {
  const code =
    (error as { code?: unknown } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === "string" ? code : null;
}

/** A unique constraint refused the row (23505): the database decided a race. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === "23505";
}
