import { describe, expect, it } from "vitest";
import { honeypotInputProps, isSpam } from "./honeypot.server";

/** A form as the browser sends it: the honeypot inputs of a page served at `servedAt`. */
function form(servedAt: number, fields: Record<string, string> = {}) {
  const props = honeypotInputProps(servedAt);
  const data = new FormData();
  data.set(props.nameFieldName, "");
  if (props.validFromFieldName) data.set(props.validFromFieldName, props.encryptedValidFrom);
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return { data, props };
}

describe("honeypot (remix-utils)", () => {
  it("lets a person through: field left empty, sent a while after the page was served", () => {
    expect(isSpam(form(Date.now() - 60_000, { email: "a@b.c" }).data)).toBe(false);
  });

  it("catches a bot that fills the hidden field", () => {
    const { data, props } = form(Date.now() - 60_000);
    data.set(props.nameFieldName, "https://spam.example");
    expect(isSpam(data)).toBe(true);
  });

  it("catches a form sent sooner than HONEYPOT_MIN_SECONDS after its page was served", () => {
    expect(isSpam(form(Date.now()).data)).toBe(true);
  });

  it("catches a forged or garbled time", () => {
    const { data, props } = form(Date.now() - 60_000);
    data.set(props.validFromFieldName!, String(Date.now() - 60_000));
    expect(isSpam(data)).toBe(true);
    data.delete(props.validFromFieldName!);
    expect(isSpam(data)).toBe(true);
  });

  it("takes any garbled time for spam, whatever it decrypts to", () => {
    const { data, props } = form(Date.now() - 60_000);
    for (let i = 0; i < 200; i++) {
      data.set(props.validFromFieldName!, `${i}${"x".repeat(i % 40)}`);
      expect(isSpam(data)).toBe(true);
    }
  });
});
