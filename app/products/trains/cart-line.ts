/**
 * The train cart line (the contract with the train screens and the booking core). A line of
 * kind "train" carries this payload; parse it with `trainCartLineSchema` before use. It
 * stands for one trip — a train on a date — and the places its passengers hold in one
 * wagon; its quantity stays 1 (booking/products.ts). A return journey is two lines, each
 * with its own places and refund ladder. Priced in rials (IRR, decision 502).
 *
 * - trainId / number / operator / date / wagonNo / wagonType: what is sold.
 * - places: place numbers in the wagon (every berth of the compartment when `whole`);
 *   kind: family, men or women (null in an open-seat car); hold: the token the sale rows carry.
 * - anyPlace: the site chose the places ("choose for me"): the order holds any free places of
 *   the same rules when these are gone (inventory.server.ts), and its line keeps those.
 * - passengers: Latin names as on the document, type by age, gender (compartment rules), the
 *   birth date (ISO): an Iranian gives the national ID, a foreigner the passport (as for flights).
 * - meal, price items (fares.ts), contact, searchedAt.
 * - title / subtitle / segments: how orders and tickets show the line (orders/lines.ts): one
 *   segment with the train number, stations and local departure and arrival.
 */
import { z } from "zod";
import { passengerTypes } from "~/travel/travellers";
import { isValidNationalId } from "~/travel/travellers";
import { documentTypes } from "~/utils/choices";
import { compartmentKinds, genders, meals, operators, wagonTypes } from "./codes";

export const TRAIN_LINE_KIND = "train";

const latinName = z.string().regex(/^[A-Za-z][A-Za-z' -]{0,29}$/);

export const trainPassengerSchema = z.object({
  firstName: latinName,
  lastName: latinName,
  type: z.enum(passengerTypes),
  gender: z.enum(genders),
  /** ISO date; the way back's form starts from it (return-party.ts). Lines made before it was kept have none. */
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** ISO 3166-1 alpha-2. */
  nationality: z.string().regex(/^[A-Z]{2}$/),
  documentType: z.enum(documentTypes),
  nationalId: z.string().optional(),
  passportNumber: z.string().optional(),
});
export type TrainPassenger = z.infer<typeof trainPassengerSchema>;

/** The document a passenger gives on an Iranian train: the national ID for an Iranian, a passport otherwise. */
export const trainDocumentFor = (nationality: string) => (nationality === "IR" ? "id_card" : "passport");

export const trainCartLineSchema = z
  .object({
    trainId: z.number().int().positive(),
    number: z.string().regex(/^\d{3}$/),
    operator: z.enum(operators),
    from: z.string().min(1),
    to: z.string().min(1),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    wagonNo: z.number().int().positive(),
    wagonType: z.enum(wagonTypes),
    places: z.array(z.number().int().positive()).min(1).max(9),
    kind: z.enum(compartmentKinds).nullable(),
    whole: z.boolean(),
    hold: z.string().min(8),
    anyPlace: z.boolean().optional(),
    meal: z.enum(meals),
    passengers: z.array(trainPassengerSchema).min(1).max(12),
    contact: z.object({ email: z.string().email(), mobile: z.string().min(6) }),
    searchedAt: z.string().datetime(),
    title: z.string().min(1),
    subtitle: z.string(),
    segments: z
      .array(
        z.object({
          flightNumber: z.string(),
          label: z.string(),
          from: z.string(),
          to: z.string(),
          departsAt: z.string().datetime(),
          arrivesAt: z.string().datetime(),
        }),
      )
      .length(1),
  })
  .superRefine((line, ctx) => {
    const seated = line.passengers.filter((p) => p.type !== "infant").length;
    const adults = line.passengers.filter((p) => p.type === "adult").length;
    if (!adults) ctx.addIssue({ code: "custom", path: ["passengers"], message: "an adult travels" });
    if (line.passengers.length - seated > adults)
      ctx.addIssue({ code: "custom", path: ["passengers"], message: "one infant per adult" });
    if (!line.whole && line.places.length !== seated)
      ctx.addIssue({ code: "custom", path: ["places"], message: "one place per adult and child" });
    if (line.whole && line.places.length < seated)
      ctx.addIssue({ code: "custom", path: ["places"], message: "the compartment is too small" });
    line.passengers.forEach((p, i) => {
      const wanted = trainDocumentFor(p.nationality);
      if (p.documentType !== wanted)
        ctx.addIssue({ code: "custom", path: ["passengers", i, "documentType"], message: `${wanted} required` });
      else if (wanted === "id_card" && !isValidNationalId(p.nationalId ?? ""))
        ctx.addIssue({ code: "custom", path: ["passengers", i, "nationalId"], message: "invalid national ID" });
      else if (wanted === "passport" && !/^[A-Za-z0-9]{6,9}$/.test(p.passportNumber ?? ""))
        ctx.addIssue({ code: "custom", path: ["passengers", i, "passportNumber"], message: "invalid passport number" });
    });
  });
export type TrainCartLine = z.infer<typeof trainCartLineSchema>;
