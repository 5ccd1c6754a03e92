import { describe, expect, it } from "vitest";
import { requestLogLevel } from "./log.server";

describe("a request's log level (issue 22 item 15: a green run prints only what a person must read)", () => {
  it("is an error for a thrown error or a 500: something broke", () => {
    expect(requestLogLevel(500, false)).toBe("error");
    expect(requestLogLevel(200, true)).toBe("error");
    expect(requestLogLevel(507, false)).toBe("error");
  });
  it("is a warning for an answer the site chose and explained (a failed relay, a full line, a slow upstream)", () => {
    expect(requestLogLevel(502, false)).toBe("warn");
    expect(requestLogLevel(503, false)).toBe("warn");
    expect(requestLogLevel(504, false)).toBe("warn");
    expect(requestLogLevel(429, false)).toBe("warn");
  });
  it("is information for the rest", () => {
    expect(requestLogLevel(200, false)).toBe("info");
    expect(requestLogLevel(303, false)).toBe("info");
  });
});
