import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { cartLines, carts } from "~/db/schema";
import { productOf } from "~/domains/booking/products";

/**
 * Changing a cart's lines. Every change names the visitor's own cart, so a line id from
 * another cart changes nothing.
 */
export async function removeLine(cartId: string, lineId: number) {
  const db = await getDb();
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
    .returning({ id: cartLines.id });
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
  return rows.length > 0;
}

/**
 * Quantity of a line sold per unit (hotel rooms, insurance, services). A line that stands
 * for people (flights carry their passengers) keeps quantity 1: "fixed".
 */
export async function setQuantity(
  cartId: string,
  lineId: number,
  quantity: number,
): Promise<"updated" | "fixed" | "missing"> {
  const db = await getDb();
  const [line] = await db
    .select({ kind: cartLines.kind })
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
  if (!line) return "missing";
  if (!productOf(line.kind).perUnit) return "fixed";
  await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
  return "updated";
}
