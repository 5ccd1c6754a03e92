import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { outputFile, renderMessageKeys } from "../../scripts/gen-message-keys";

describe("app/i18n/keys.gen.ts", () => {
  it("is up to date with locales/en (run `npx tsx scripts/gen-message-keys.ts`)", () => {
    const committed = fs.readFileSync(outputFile, "utf8");
    expect(committed).toBe(renderMessageKeys(path.join(process.cwd(), "locales")));
  });
});
