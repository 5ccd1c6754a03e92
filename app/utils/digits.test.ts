import { describe, expect, it } from "vitest";
import { toAsciiDigits } from "./digits";

describe("toAsciiDigits", () => {
  it("folds Persian and Arabic-Indic digits", () => {
    expect(toAsciiDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(toAsciiDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(toAsciiDigits("۰۹۱۲-٣٤٥")).toBe("0912-345");
    expect(toAsciiDigits("۱۴۰۵/۰۹/۰۱")).toBe("1405/09/01");
  });
  it("keeps everything else", () => {
    expect(toAsciiDigits("AB 12-x")).toBe("AB 12-x");
    expect(toAsciiDigits("")).toBe("");
    expect(toAsciiDigits("کد ۱۲")).toBe("کد 12");
  });
});
