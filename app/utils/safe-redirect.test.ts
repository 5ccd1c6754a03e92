import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps local paths", () => {
    expect(safeRedirect("/en/user?tab=1#x")).toBe("/en/user?tab=1#x");
    expect(safeRedirect("/fa/%DA%A9%D8%A7%D8%B1%D8%A8%D8%B1")).toBe("/fa/%DA%A9%D8%A7%D8%B1%D8%A8%D8%B1");
    expect(safeRedirect("/fa/کاربر")).toBe("/fa/%DA%A9%D8%A7%D8%B1%D8%A8%D8%B1");
  });
  it("refuses external URLs, protocols and tricks", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "evil",
      "/\tevil",
      " //evil",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(bad as string, "/fb")).toBe("/fb");
    }
  });
  it("refuses what browsers would turn into another site: control characters, backslashes, dot segments", () => {
    for (const bad of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n//evil.example",
      "/a\\..\\evil",
      "/\u007f/evil",
      "/../..//evil.example",
      "/en/../../evil",
      // Issue 11: dot segments that resolve to a protocol-relative URL.
      "/.//evil.example/x",
      "/././/evil.example",
      "/en/..//evil.example/x",
      "/%2e//evil.example",
    ]) {
      expect(safeRedirect(bad as string, "/fb")).toBe("/fb");
    }
  });
});
