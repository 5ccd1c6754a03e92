import type { ActionFunctionArgs } from "@remix-run/node";
import { paidGuestOrder } from "~/routes/resources/e2e-paid-order.server";
import { getDb } from "~/db/client.server";
import { addDays, agencyToday } from "~/travel/clock";
import { trainCartLine } from "~/products/trains/booking.server";
import { runsOn, trainsBetween } from "~/products/trains/catalog";
import type { TrainPassenger } from "~/products/trains/cart-line";
import { choosePlaces } from "~/products/trains/compartments";
import { wagonStates } from "~/products/trains/inventory.server";
import { isLocale } from "~/routing/screens";
import { getEnv } from "~/utils/env.server";

/**
 * Test-only (PARVAZ_E2E=1, set by tests/e2e/server.ts; 404 elsewhere): a guest's paid train
 * order in the given language — Tehran to Mashhad 20 days ahead (the refund ladder's first
 * step), two adults and an infant in a compartment car, dinner when the train serves it,
 * optionally the whole compartment; places chosen as the place plan would (choosePlaces), a
 * cart line made by trainCartLine, placed and paid through the sandbox as checkout and
 * payment do — and access to it for this browser, so the ticket tests start at the confirmation.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().PARVAZ_E2E) throw new Response(null, { status: 404 });
  const body = (await request.json()) as { locale?: string; email: string; whole?: boolean };
  const locale = isLocale(body.locale) ? body.locale : "en";
  const whole = body.whole ?? false;
  const db = await getDb();
  const date = addDays(agencyToday(), 20);
  const passengers: TrainPassenger[] = [
    {
      firstName: "Sara",
      lastName: "Ahmadi",
      type: "adult",
      gender: "female",
      nationality: "IR",
      documentType: "id_card",
      nationalId: "0012345679",
    },
    {
      firstName: "Reza",
      lastName: "Ahmadi",
      type: "adult",
      gender: "male",
      nationality: "NL",
      documentType: "passport",
      passportNumber: "NX1234567",
    },
    {
      firstName: "Dara",
      lastName: "Ahmadi",
      type: "infant",
      gender: "male",
      nationality: "NL",
      documentType: "passport",
      passportNumber: "NX7654321",
    },
  ];
  const running = trainsBetween("tehran", "mashhad").filter((t) => runsOn(t, date));
  const states = await wagonStates(
    db,
    running.map((t) => t.id),
    date,
  );
  // The first compartment wagon of these trains with room for the party.
  let built: Awaited<ReturnType<typeof trainCartLine>> | null = null;
  for (const train of running) {
    for (const wagon of states.get(train.id)?.values() ?? []) {
      if (!wagon.berths) continue;
      const request = { whole, kind: "family" as const, party: passengers };
      const places = choosePlaces(wagon, request, train.compartmentKinds);
      if (!places) continue;
      built = await trainCartLine({
        trainId: train.id,
        date,
        wagonNo: wagon.wagonNo,
        places,
        kind: "family",
        whole,
        meal: train.meals.includes("dinner") ? "dinner" : "none",
        passengers,
        contact: { email: body.email, mobile: "+989121234567" },
        searchedAt: new Date(),
        locale,
      });
      if (built.status === "ok") break;
    }
    if (built?.status === "ok") break;
  }
  if (built?.status !== "ok") throw new Response("no places", { status: 409 });
  return paidGuestOrder(request, built.line, locale, body.email, { train: String(built.line.payload.number) });
}

export async function loader() {
  throw new Response(null, { status: 404 });
}
