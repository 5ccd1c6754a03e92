import { describe, expect, it } from "vitest";
import { countParty, fitRoom, fitRooms } from "./occupancy";

const double = { maxAdults: 2, maxChildren: 1, maxOccupancy: 3 };
const family = { maxAdults: 3, maxChildren: 2, maxOccupancy: 4 };
const policy = { childrenAllowed: true, childMaxAge: 11, cots: true };

describe("who fits in a room", () => {
  it("counts children above the property's child age as adults, and one baby per room in a cot", () => {
    expect(countParty({ adults: 2, childAges: [0, 1, 5, 14] }, policy)).toEqual({ adults: 3, children: 2, inCot: 1 });
    expect(countParty({ adults: 2, childAges: [1] }, { ...policy, cots: false })).toEqual({
      adults: 2,
      children: 1,
      inCot: 0,
    });
    expect(countParty({ adults: 1, childAges: [14] }, { ...policy, childMaxAge: 17 })).toEqual({
      adults: 1,
      children: 1,
      inCot: 0,
    });
  });

  it("fits two adults and a child in a double, a baby in a cot on top, not a third adult", () => {
    expect(fitRoom({ adults: 2, childAges: [6] }, double, policy)).toBeNull();
    expect(fitRoom({ adults: 2, childAges: [6, 0] }, double, policy)).toBeNull();
    expect(fitRoom({ adults: 2, childAges: [6, 0] }, double, { ...policy, cots: false })).toBe("tooManyChildren");
    expect(fitRoom({ adults: 3, childAges: [] }, double, policy)).toBe("tooManyAdults");
    expect(fitRoom({ adults: 2, childAges: [12] }, double, policy)).toBe("tooManyAdults");
  });

  it("lets children use free adults' places, within the room's occupancy", () => {
    expect(fitRoom({ adults: 1, childAges: [4, 7] }, double, policy)).toBeNull();
    expect(fitRoom({ adults: 1, childAges: [4, 7, 9] }, double, policy)).toBe("tooManyChildren");
    expect(fitRoom({ adults: 2, childAges: [3, 8] }, family, policy)).toBeNull();
    expect(fitRoom({ adults: 3, childAges: [3, 8] }, family, policy)).toBe("tooManyGuests");
  });

  it("refuses children where the property takes none, and checks every room of a booking", () => {
    expect(fitRoom({ adults: 2, childAges: [8] }, double, { ...policy, childrenAllowed: false })).toBe(
      "childrenNotAllowed",
    );
    expect(
      fitRooms(
        [
          { adults: 2, childAges: [] },
          { adults: 2, childAges: [6] },
        ],
        double,
        policy,
      ),
    ).toBeNull();
    expect(
      fitRooms(
        [
          { adults: 2, childAges: [] },
          { adults: 3, childAges: [] },
        ],
        double,
        policy,
      ),
    ).toBe("tooManyAdults");
  });
});
