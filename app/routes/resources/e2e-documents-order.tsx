import type { ActionFunctionArgs } from "@remix-run/node";
import { registerProduct } from "~/domains/booking/products";
import { isLocale } from "~/routing/screens";
import { agencyTimeline } from "~/travel/timeline";
import { getEnv } from "~/utils/env.server";
import { paidGuestOrder } from "./e2e-paid-order.server";

/**
 * Test-only (PARVAZ_E2E=1, set by tests/e2e/server.ts; 404 elsewhere): a guest's paid order of a test
 * product that asks each traveller for a passport scan and a photo (decision 412), through the real
 * booking path, opened for this browser. Until a real product (tours) asks for documents, the booking
 * page's Documents section is tested on it.
 */
const KIND = "e2e-documents";

export async function action({ request }: ActionFunctionArgs) {
  if (!getEnv().PARVAZ_E2E) throw new Response(null, { status: 404 });
  registerProduct({
    kind: KIND,
    perUnit: false,
    ships: false,
    document: "voucher",
    timeline: (view) => agencyTimeline(view.departsAt),
    travellerDocuments: () => ["passportScan", "photo"],
  });
  const body = (await request.json()) as { locale?: string; email: string };
  const locale = isLocale(body.locale) ? body.locale : "en";
  const departsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  return paidGuestOrder(
    request,
    {
      kind: KIND,
      payload: {
        title: "Isfahan and Kashan, 4 days",
        passengers: [
          { firstName: "Sara", lastName: "Ahmadi", type: "adult" },
          { firstName: "Reza", lastName: "Ahmadi", type: "adult" },
        ],
        segments: [{ label: "Isfahan", departsAt }],
      },
      amount: 300_00,
      breakdown: {
        items: [{ key: "place", quantity: 1, unitAmount: 300_00 }],
        tax: 0,
        commission: 0,
        otherCosts: 0,
        total: 300_00,
      },
      expiresAt: new Date(Date.now() + 30 * 60_000),
    },
    locale,
    body.email,
  );
}
