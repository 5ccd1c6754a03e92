import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "~/routing/screens";

/** Every source file under app/, as text. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The audit log reads an entry's action in words (desk.json "action", decision 111): every action a staff
 * write records — `action: "faq.publish"`, `action: closed ? "train.close" : "train.reopen"` — has them in
 * every language, so an administrator never reads a code.
 */
describe("audit actions", () => {
  const actions = new Set<string>();
  for (const file of sources("app")) {
    const text = fs.readFileSync(file, "utf8");
    if (!/audited\(|audit\(tx/.test(text)) continue;
    for (const line of text.split("\n").filter((l) => /\baction: /.test(l)))
      for (const [, name] of line.matchAll(/"([a-z][A-Za-z]*\.[a-z][A-Za-z]*)"/g)) actions.add(name);
  }

  it("finds the actions the desk records", () => {
    expect(actions.size).toBeGreaterThan(20);
    expect(actions).toContain("article.publish");
  });

  for (const locale of locales)
    it(`has words for each in ${locale}`, () => {
      const words = JSON.parse(fs.readFileSync(`locales/${locale}/desk.json`, "utf8")).action as Record<
        string,
        Record<string, string>
      >;
      const missing = [...actions].filter((a) => {
        const [group, name] = a.split(".");
        return typeof words[group]?.[name] !== "string";
      });
      expect(missing).toEqual([]);
    });
});
