import { describe, expect, it } from "vitest";
import { MAX_SEATED } from "~/travel/travellers";
import { MAX_GUESTS_PER_ROOM, MAX_ROOMS } from "~/products/hotels/stay";
import { hasWildIndex, MAX_LIST_LENGTH } from "~/routing/request-checks.server";

describe("list indices in field names (issue 21 item 1)", () => {
  it("hold every product's longest list: a flight party with infants, a train party, a hotel's rooms and guests", () => {
    expect(MAX_LIST_LENGTH).toBeGreaterThanOrEqual(2 * MAX_SEATED);
    expect(MAX_LIST_LENGTH).toBeGreaterThanOrEqual(12);
    expect(MAX_LIST_LENGTH).toBeGreaterThanOrEqual(MAX_ROOMS);
    expect(MAX_LIST_LENGTH).toBeGreaterThanOrEqual(MAX_GUESTS_PER_ROOM);
  });

  it("lets every index a form can hold pass, and nothing beyond", () => {
    for (let i = 0; i < MAX_LIST_LENGTH; i++) {
      expect(hasWildIndex(`passengers[${i}].firstName`)).toBe(false);
      expect(hasWildIndex(`rooms[${i}].children[${i}]`)).toBe(false);
    }
    for (const name of [
      `passengers[${MAX_LIST_LENGTH}].firstName`,
      "x[999999999]",
      "x[2147483648]",
      `x[${"9".repeat(400)}]`,
      "passengers[0].documents[99999]",
      "x[]",
      "x[007]",
    ])
      expect(hasWildIndex(name), name).toBe(true);
    for (const name of ["email", "passengers.0.firstName", "a[b]", "x[0]"])
      expect(hasWildIndex(name), name).toBe(false);
  });
});
