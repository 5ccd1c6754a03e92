import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { cartLines, carts, type PriceBreakdown } from "~/db/schema";
import { getUserId } from "~/domains/accounts/session.server";
import { cartIdCookie } from "~/utils/cookies.server";

export type Cart = typeof carts.$inferSelect;
export type CartLine = typeof cartLines.$inferSelect;

export interface NewCartLine {
  kind: string;
  payload: Record<string, unknown>;
  currency?: string;
  amount: number;
  breakdown: PriceBreakdown;
  quantity?: number;
  expiresAt: Date;
}

/** The visitor's cart, if there is one. */
export async function findCart(request: Request): Promise<Cart | null> {
  const db = await getDb();
  const userId = await getUserId(request);
  if (userId) {
    const [own] = await db.select().from(carts).where(eq(carts.userId, userId)).orderBy(asc(carts.createdAt)).limit(1);
    if (own) return own;
  }
  const id = await cartIdCookie.parse(request.headers.get("Cookie"));
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const [guest] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, id), isNull(carts.userId)))
    .limit(1);
  return guest ?? null;
}

/** The visitor's cart, created when missing; `headers` sets the cart-id cookie for a new guest cart. */
export async function getOrCreateCart(request: Request): Promise<{ cart: Cart; headers: Headers }> {
  const headers = new Headers();
  const existing = await findCart(request);
  if (existing) return { cart: existing, headers };
  const db = await getDb();
  const userId = await getUserId(request);
  const [cart] = await db.insert(carts).values({ userId }).returning();
  if (!userId) headers.append("Set-Cookie", await cartIdCookie.serialize(cart.id));
  return { cart, headers };
}

export async function addLine(cartId: string, line: NewCartLine): Promise<CartLine> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cartLines)
      .values({
        cartId,
        kind: line.kind,
        payload: line.payload,
        currency: line.currency ?? "EUR",
        amount: line.amount,
        breakdown: line.breakdown,
        quantity: line.quantity ?? 1,
        expiresAt: line.expiresAt,
      })
      .returning();
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
    return row;
  });
}

/** How many lines the visitor's cart has (the header's cart badge). */
export async function countCartLines(request: Request): Promise<number> {
  const cart = await findCart(request);
  if (!cart) return 0;
  const db = await getDb();
  const rows = await db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.cartId, cart.id));
  return rows.length;
}

export async function listLines(cartId: string): Promise<CartLine[]> {
  const db = await getDb();
  return db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.id));
}

/**
 * At sign-in: the guest cart (cart-id cookie) joins the user's cart. Its lines move to
 * the user's cart (or the guest cart becomes the user's when they had none). Returns
 * the header that clears the cart-id cookie.
 */
export async function mergeGuestCart(request: Request, userId: number): Promise<string | null> {
  const id = await cartIdCookie.parse(request.headers.get("Cookie"));
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [guest] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, id), isNull(carts.userId)))
      .limit(1);
    if (!guest) return;
    const [own] = await tx.select().from(carts).where(eq(carts.userId, userId)).orderBy(asc(carts.createdAt)).limit(1);
    if (!own) {
      await tx.update(carts).set({ userId, updatedAt: new Date() }).where(eq(carts.id, guest.id));
      return;
    }
    await tx.update(cartLines).set({ cartId: own.id }).where(eq(cartLines.cartId, guest.id));
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, own.id));
    await tx.delete(carts).where(eq(carts.id, guest.id));
  });
  return cartIdCookie.serialize("", { maxAge: 0 });
}
