import { describe, expect, it } from "vitest";
import { puzzleNeeded, rememberAccount, signInAttemptKeys, signInFailureKeys, signInLimits } from "./throttle";

describe("sign-in throttling by account and source", () => {
  const stranger = { ip: "203.0.113.9", trustedDevice: null };
  const owner = { ip: "198.51.100.4", trustedDevice: "dev-1" };

  it("refuses per source only: per IP, and per account from that IP or that device", () => {
    expect(signInAttemptKeys("a@b.c", stranger).map((k) => k.key)).toEqual([
      "signin:ip:203.0.113.9",
      "signin:account:a@b.c:ip:203.0.113.9",
    ]);
    expect(signInAttemptKeys("a@b.c", owner).map((k) => k.key)).toEqual([
      "signin:ip:198.51.100.4",
      "signin:account:a@b.c:device:dev-1",
    ]);
    // No key is shared by every source of one account: nobody can use up the owner's attempts.
    const keysOf = (ip: string) => signInAttemptKeys("a@b.c", { ip, trustedDevice: null }).map((k) => k.key);
    expect(keysOf("192.0.2.1").filter((k) => keysOf("192.0.2.2").includes(k))).toEqual([]);
    expect(signInLimits.perAccountAndSource.max).toBe(10);
    expect(signInLimits.perIp.max).toBe(20);
  });

  it("counts untrusted failures per account (for the puzzle) and a trusted device's on its own", () => {
    expect(signInFailureKeys("a@b.c", stranger)).toEqual(["signin-fail:ip:203.0.113.9", "signin-fail:account:a@b.c"]);
    expect(signInFailureKeys("a@b.c", owner)).toEqual(["signin-fail:account:a@b.c:device:dev-1"]);
    expect(signInFailureKeys(null, stranger)).toEqual(["signin-fail:ip:203.0.113.9"]);
  });

  it("asks for the puzzle from the third failure of any counter", () => {
    expect(puzzleNeeded([0, 2])).toBe(false);
    expect(puzzleNeeded([0, 3])).toBe(true);
    expect(puzzleNeeded([])).toBe(false);
  });

  it("remembers the latest accounts of a device, at most five", () => {
    let tags: string[] = [];
    for (const t of ["a", "b", "c", "d", "e", "f", "b"]) tags = rememberAccount(tags, t);
    expect(tags).toEqual(["b", "f", "e", "d", "c"]);
  });
});
