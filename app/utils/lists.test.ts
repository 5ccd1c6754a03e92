import { describe, expect, it } from "vitest";
import { listParts } from "./lists";

/** The list as one string: its parts, read in order. */
const joinList = (...args: Parameters<typeof listParts>) =>
  listParts(...args)
    .map((p) => p.value)
    .join("");

describe("lists in each language", () => {
  const names = ["Sara Ahmadi", "Reza Ahmadi", "Mina Karimi"];
  it("joins with the Persian comma and و in fa, never a Latin comma", () => {
    const fa = joinList(names, "fa");
    expect(fa).toContain("،");
    expect(fa).toContain(" و ");
    expect(fa).not.toContain(", ");
  });
  it("joins with the language's own words elsewhere", () => {
    expect(joinList(names, "en")).toBe("Sara Ahmadi, Reza Ahmadi and Mina Karimi");
    expect(joinList(names, "nl")).toBe("Sara Ahmadi, Reza Ahmadi en Mina Karimi");
    expect(joinList(names, "fr")).toBe("Sara Ahmadi, Reza Ahmadi et Mina Karimi");
  });
  it("joins the parts of an address with the separator only, empty parts left out", () => {
    const address = ["Valiasr 12", "", null, "Tehran", "Tehran"];
    expect(joinList(address, "en", "parts")).toBe("Valiasr 12, Tehran, Tehran");
    expect(joinList(address, "fa", "parts")).not.toContain(", ");
    expect(joinList(address, "fa", "parts")).toContain("،");
  });
  it("gives the items apart, to isolate each one's direction", () => {
    const parts = listParts(["Sara", "Reza"], "fa");
    expect(parts.filter((p) => p.type === "element").map((p) => p.value)).toEqual(["Sara", "Reza"]);
  });
});
