import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { tickets } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import type { ticketPlan } from "./lines";
import { eTicketNumber } from "./rules";

/**
 * Issues a line's e-tickets as planned (one per passenger per segment), each with a fresh number (retried on the
 * rare clash); a ticket already issued for a passenger and segment is left as it is (unique per line, passenger and
 * segment). Used when an order is confirmed and when a change gives a line new flights.
 */
export async function issueTickets(tx: Tx, orderId: number, orderLineId: number, plan: ReturnType<typeof ticketPlan>) {
  for (const t of plan) {
    for (let attempt = 0; ; attempt++) {
      const number = eTicketNumber(() => crypto.randomInt(1e10) / 1e10);
      const [taken] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.number, number)).limit(1);
      if (taken && attempt < 5) continue;
      await tx
        .insert(tickets)
        .values({ orderId, orderLineId, number, ...t })
        .onConflictDoNothing();
      break;
    }
  }
}
