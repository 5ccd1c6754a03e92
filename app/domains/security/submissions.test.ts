import { describe, expect, it } from "vitest";
import { authorKey, duplicateKeys, normaliseText, submissionLimitKeys, submissionLimits } from "./submissions";

describe("limits of the public forms", () => {
  it("count per IP address and per author (the account, else the address given)", () => {
    expect(submissionLimitKeys("question", "203.0.113.7", authorKey(12, "a@b.c")).map((k) => k.key)).toEqual([
      "question:ip:203.0.113.7",
      "question:author:user:12",
    ]);
    expect(submissionLimitKeys("answer", null, authorKey(null, " A@B.c ")).map((k) => k.key)).toEqual([
      "answer:ip:unknown",
      "answer:author:email:a@b.c",
    ]);
    expect(submissionLimitKeys("comment", "198.51.100.1", authorKey(null, "")).map((k) => k.key)).toEqual([
      "comment:ip:198.51.100.1",
    ]);
  });

  it("let thirty questions an hour from one IP address through at most five", () => {
    expect(submissionLimits.question.ip.max).toBeLessThanOrEqual(5);
    expect(submissionLimits.question.ip.windowMs).toBeGreaterThanOrEqual(60 * 60_000);
    // A victim's mailbox receives at most a few confirmation links a day, whoever asks.
    expect(
      submissionLimits.newsletter.author.max / (submissionLimits.newsletter.author.windowMs / 3_600_000),
    ).toBeLessThanOrEqual(3 / 24);
  });
});

describe("duplicates", () => {
  it("compare text without case, spacing or invisible characters", () => {
    expect(normaliseText("  Is  there\nWi-Fi\u200c on board? ")).toBe("is there wi-fi on board?");
    expect(normaliseText("ＡＢＣ")).toBe("abc");
  });

  it("are keyed by the text and each source, without keeping either", () => {
    const a = duplicateKeys("question", ["Is there Wi-Fi?", ""], "203.0.113.7", "email:a@b.c");
    const b = duplicateKeys("question", ["is there  wi-fi?", null], "203.0.113.7", "email:x@y.z");
    expect(a).toHaveLength(2);
    expect(a[0].key).toBe(b[0].key); // same IP, same text
    expect(a[1].key).not.toBe(b[1].key); // other author
    expect(a.every((k) => /^dedupe:question:[\w-]{32}$/.test(k.key) && k.limit.max === 1)).toBe(true);
    expect(JSON.stringify(a)).not.toContain("a@b.c");
    // The parts stay apart: a title and a body are not the same as one longer title.
    expect(duplicateKeys("question", ["a b", "c"], "1.1.1.1", null)[0].key).not.toBe(
      duplicateKeys("question", ["a", "b c"], "1.1.1.1", null)[0].key,
    );
    // Another kind of post with the same text is not a duplicate.
    expect(duplicateKeys("answer", ["Is there Wi-Fi?", ""], "203.0.113.7", null)[0].key).not.toBe(a[0].key);
  });
});
