import { describe, expect, it } from "vitest";
import { parseWithZod } from "~/utils/submission.server";
import { trainPassengerSchema } from "./passenger-form";
import { birthFields, travellersOfOutbound } from "./return-party";

const sara = {
  firstName: "Sara",
  lastName: "Ahmadi",
  type: "adult",
  gender: "female",
  birthDate: "1986-07-03",
  nationality: "IR",
  documentType: "id_card",
  nationalId: "0012345679",
};
const jan = {
  firstName: "Jan",
  lastName: "de Vries",
  type: "adult",
  gender: "male",
  birthDate: "1979-12-31",
  nationality: "NL",
  documentType: "passport",
  passportNumber: "NX1234567",
};
const outbound = (date: string, passengers: { type: string }[]) => ({
  kind: "train",
  payload: {
    trainId: 1,
    number: "100",
    operator: "raja",
    from: "tehran",
    to: "mashhad",
    date,
    wagonNo: 3,
    wagonType: "berth4",
    places: passengers.filter((p) => p.type !== "infant").map((_, i) => i + 1),
    kind: "family",
    whole: false,
    hold: "0f1e2d3c-aaaa",
    meal: "none",
    passengers,
    contact: { email: "sara@example.com", mobile: "+989121234567" },
    searchedAt: "2026-11-23T10:00:00.000Z",
    title: "Tehran → Mashhad",
    subtitle: "100",
    segments: [
      {
        flightNumber: "100",
        label: "Tehran → Mashhad",
        from: "tehran",
        to: "mashhad",
        departsAt: "2026-12-20T17:40:00.000Z",
        arrivesAt: "2026-12-21T05:40:00.000Z",
      },
    ],
  },
});

describe("the way back's travellers", () => {
  it("are the way out's: names, gender, birth date, nationality and document, and the contact", () => {
    const found = travellersOfOutbound([outbound("2026-12-20", [sara, jan])], "2026-12-20", ["adult", "adult"], "en");
    expect(found).toEqual({
      passengers: [
        {
          type: "adult",
          firstName: "Sara",
          lastName: "Ahmadi",
          gender: "female",
          birthYear: "1986",
          birthMonth: "7",
          birthDay: "3",
          nationality: "IR",
          nationalId: "0012345679",
          passportNumber: "",
        },
        {
          type: "adult",
          firstName: "Jan",
          lastName: "de Vries",
          gender: "male",
          birthYear: "1979",
          birthMonth: "12",
          birthDay: "31",
          nationality: "NL",
          nationalId: "",
          passportNumber: "NX1234567",
        },
      ],
      email: "sara@example.com",
      mobile: "+989121234567",
    });
  });

  it("come from the latest line of that date with the same party, never from another kind or date", () => {
    const lines = [
      outbound("2026-12-20", [jan]),
      outbound("2026-12-20", [sara]),
      outbound("2026-12-21", [jan]),
      { kind: "hotel", payload: {} },
    ];
    expect(travellersOfOutbound(lines, "2026-12-20", ["adult"], "en")?.passengers[0].firstName).toBe("Sara");
    expect(travellersOfOutbound(lines, "2026-12-20", ["adult", "adult"], "en")).toBeNull();
    expect(travellersOfOutbound(lines, "2026-12-22", ["adult"], "en")).toBeNull();
    expect(travellersOfOutbound([], "2026-12-20", ["adult"], "en")).toBeNull();
  });

  it("give the birth date in the page's calendar: a Jalali year, month and day in Persian", () => {
    expect(birthFields("1986-07-03", "fa")).toEqual({ birthYear: "1365", birthMonth: "4", birthDay: "12" });
    expect(birthFields("1986-07-03", "nl")).toEqual({ birthYear: "1986", birthMonth: "7", birthDay: "3" });
    const found = travellersOfOutbound([outbound("2026-12-20", [sara])], "2026-12-20", ["adult"], "fa");
    expect(found?.passengers[0]).toMatchObject({ birthYear: "1365", birthMonth: "4", birthDay: "12" });
  });

  it("leave only the birth date out of a line made before it was kept", () => {
    const { birthDate: _, ...older } = sara;
    const found = travellersOfOutbound([outbound("2026-12-20", [older])], "2026-12-20", ["adult"], "en");
    expect(found?.passengers[0]).toMatchObject({ firstName: "Sara", nationalId: "0012345679" });
    expect(found?.passengers[0]).not.toHaveProperty("birthYear");
  });

  // The defect of issue 22 item 7: the second form asked for the birth dates again ("This is a mandatory field").
  for (const locale of ["en", "fa"] as const)
    it(`fill the way back's form so that it is sent as it is (${locale})`, () => {
      const ctx = { types: ["adult", "adult", "infant"] as const, today: "2026-11-23", kind: "family" as const };
      const typed = new FormData();
      const first: Record<string, string>[] = [
        { firstName: "Sara", gender: "female", nationality: "IR", nationalId: "0012345679" },
        { firstName: "Jan", gender: "male", nationality: "NL", passportNumber: "NX1234567" },
        { firstName: "Dara", gender: "male", nationality: "NL", passportNumber: "NX7654321" },
      ];
      const births = ["1986-07-03", "1979-12-31", "2026-02-14"];
      first.forEach((p, i) => {
        const fields = { ...p, type: ctx.types[i], lastName: "Ahmadi", ...birthFields(births[i], locale) };
        for (const [k, v] of Object.entries(fields)) typed.append(`passengers[${i}].${k}`, v);
      });
      typed.append("email", "sara@example.com");
      typed.append("mobile", "+989121234567");
      const out = parseWithZod(typed, { schema: trainPassengerSchema({ ...ctx, travelDate: "2026-12-20" }) });
      expect(out.status).toBe("success");
      if (out.status !== "success") return;

      const back = travellersOfOutbound(
        [outbound("2026-12-20", out.value.passengers)],
        "2026-12-20",
        ctx.types,
        locale,
      );
      expect(back).not.toBeNull();
      const again = new FormData();
      back!.passengers.forEach((p, i) => {
        for (const [k, v] of Object.entries(p)) if (v) again.append(`passengers[${i}].${k}`, String(v));
      });
      again.append("email", back!.email);
      again.append("mobile", back!.mobile);
      const second = parseWithZod(again, { schema: trainPassengerSchema({ ...ctx, travelDate: "2026-12-27" }) });
      expect(second.status === "success" ? [] : second.reply().error).toEqual([]);
      if (second.status === "success") expect(second.value.passengers).toEqual(out.value.passengers);
    });
});
