import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/client.server";
import { carts } from "~/db/schema";
import { addLine } from "~/domains/cart/cart.server";
import { addDays, agencyToday } from "~/domains/flights/dates";
import { grantAccess } from "~/domains/orders/access.server";
import { completePayment, findOrder, payOrder, placeOrder } from "~/domains/orders/orders.server";
import { trainCartLine } from "~/domains/trains/booking.server";
import { runsOn, trainsBetween } from "~/domains/trains/catalog";
import type { TrainPassenger } from "~/domains/trains/cart-line";
import { choosePlaces } from "~/domains/trains/compartments";
import { wagonStates } from "~/domains/trains/inventory.server";
import { isLocale, pathFor } from "~/routing/screens";
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
  const [cart] = await db.insert(carts).values({}).returning();
  await addLine(cart.id, built.line);
  const order = await placeOrder({
    cartId: cart.id,
    userId: null,
    locale,
    input: {
      firstName: "Sara",
      lastName: "Ahmadi",
      email: body.email,
      phone: "+989121234567",
      billingPostCode: "1234567890",
      billingHouseNumber: "",
      billingAddress: "Valiasr 12",
      billingStreet: "",
      billingCity: "Tehran",
      billingCounty: "",
      billingProvince: "Tehran",
      billingMailbox: "",
      shippingSame: true,
      shippingPostCode: "",
      shippingHouseNumber: "",
      shippingAddress: "",
      shippingStreet: "",
      shippingCity: "",
      shippingCounty: "",
      shippingProvince: "",
      shippingMailbox: "",
      charity: undefined,
      discovery: undefined,
      sendToOther: false,
      sendToName: "",
      sendToEmail: "",
      discountCode: "",
      giftCode: "",
      acceptRules: "on",
      invoice: false,
      billing: null,
      shipping: null,
    },
  });
  const start = await payOrder({
    orderNumber: order.number,
    userId: null,
    attempt: `e2e-${order.number}`,
    useWallet: false,
    savedCardId: null,
  });
  const paymentId = Number((start as { url?: string }).url?.match(/sandbox\/(\d+)/)?.[1]);
  if (!paymentId) throw new Response("no payment", { status: 409 });
  await completePayment({
    paymentId,
    status: "succeeded",
    ref: `sbx_e2e_${paymentId}`,
    brand: "visa",
    last4: "4242",
    token: null,
    fingerprint: null,
  });
  const paid = (await findOrder(order.number))!;
  return Response.json(
    {
      orderNumber: paid.number,
      status: paid.status,
      train: String(built.line.payload.number),
      confirmation: pathFor("confirmation", locale, { orderNumber: paid.number }),
      inquiry: pathFor("inquiry", locale),
    },
    { headers: { "Set-Cookie": await grantAccess(request, paid.number) } },
  );
}

export async function loader() {
  throw new Response(null, { status: 404 });
}
