import { parseWithZod } from "~/utils/submission.server";
import { describe, expect, it } from "vitest";
import { trainPassengerSchema } from "./passenger-form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};
const ctx = {
  types: ["adult", "infant"] as const,
  travelDate: "2026-12-10",
  today: "2026-11-20",
  kind: "family" as const,
};
const adult = {
  "passengers[0].type": "adult",
  "passengers[0].firstName": "Sara",
  "passengers[0].lastName": "Ahmadi",
  "passengers[0].gender": "female",
  "passengers[0].birthYear": "1365",
  "passengers[0].birthMonth": "4",
  "passengers[0].birthDay": "12",
  "passengers[0].nationality": "IR",
  "passengers[0].nationalId": "۰۰۱۲۳۴۵۶۷۹",
};
const infant = {
  "passengers[1].type": "infant",
  "passengers[1].firstName": "Lena",
  "passengers[1].lastName": "de Vries",
  "passengers[1].gender": "female",
  "passengers[1].birthYear": "2026",
  "passengers[1].birthMonth": "1",
  "passengers[1].birthDay": "5",
  "passengers[1].nationality": "NL",
  "passengers[1].passportNumber": "nx12ab34",
};
const contact = { email: "sara@example.com", mobile: "۰۹۱۲ ۳۴۵ ۶۷۸۹" };

describe("the train passenger form", () => {
  it("gives the cart line's passengers: the birth date (ISO), national ID for an Iranian, passport for a foreigner", () => {
    const s = parseWithZod(form({ ...adult, ...infant, ...contact }), { schema: trainPassengerSchema(ctx) });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value.passengers).toEqual([
      {
        firstName: "Sara",
        lastName: "Ahmadi",
        type: "adult",
        gender: "female",
        birthDate: "1986-07-03",
        nationality: "IR",
        documentType: "id_card",
        nationalId: "0012345679",
      },
      {
        firstName: "Lena",
        lastName: "de Vries",
        type: "infant",
        gender: "female",
        birthDate: "2026-01-05",
        nationality: "NL",
        documentType: "passport",
        passportNumber: "NX12AB34",
      },
    ]);
    expect(s.value.mobile).toBe("09123456789");
  });

  it("says at the field what is wrong: Latin names, the age for the type, the document, a women's compartment", () => {
    const s = parseWithZod(
      form({
        ...adult,
        ...infant,
        ...contact,
        "passengers[0].firstName": "سارا",
        "passengers[0].gender": "male",
        "passengers[0].nationalId": "0012345678",
        "passengers[1].birthYear": "2020",
        "passengers[1].passportNumber": "",
      }),
      { schema: trainPassengerSchema({ ...ctx, kind: "women" }) },
    );
    expect(s.status).toBe("error");
    if (s.status !== "error") return;
    expect(s.error).toMatchObject({
      "passengers[0].firstName": ["trains:errors.latin"],
      "passengers[0].gender": ["trains:errors.gender.women"],
      "passengers[0].nationalId": ["trains:errors.nationalId"],
      "passengers[1].birthYear": ["trains:errors.age.infant"],
      "passengers[1].passportNumber": ["trains:errors.required"],
    });
  });
});

describe("bounded birth years (issue 21 item 3)", () => {
  const birthYearErrors = (year: string) => {
    const s = parseWithZod(form({ ...adult, ...infant, ...contact, "passengers[0].birthYear": year }), {
      schema: trainPassengerSchema(ctx),
    });
    return s.status === "error" ? s.error?.["passengers[0].birthYear"] : undefined;
  };

  it("answers a birth year outside 1900…this year with the field's message, never a RangeError", () => {
    for (const year of ["-99999999", "-275760", "275760", "1899", "2027", "1277", "1406"])
      expect(birthYearErrors(year), year).toEqual(["trains:errors.birthYearRange"]);
    expect(birthYearErrors("1365")).toBeUndefined();
    expect(birthYearErrors("1986")).toBeUndefined();
  });
});
