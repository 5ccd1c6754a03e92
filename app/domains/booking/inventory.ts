import type { Db } from "~/db/client.server";

/**
 * What an order holds while it waits for payment, by line kind. Creating an order takes
 * the inventory of each line inside the order's transaction (a conditional update, so a
 * seat is never sold twice); expiry and cancellation give it back in theirs. A product
 * without inventory (services booked by hand) holds nothing. Types only: a product's
 * inventory is part of its definition (contract.ts).
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface LineInventory {
  /**
   * false when there is not enough left (the transaction is then rolled back); true when it
   * is held as the line says; or the line's payload as held, when the inventory chose what it
   * holds then (a train's places the site chooses), which the order line keeps.
   */
  take(
    tx: Tx,
    line: { payload: Record<string, unknown>; quantity: number },
  ): Promise<boolean | { payload: Record<string, unknown> }>;
  release(tx: Tx, line: { payload: Record<string, unknown>; quantity: number }): Promise<void>;
  /**
   * Changing a confirmed line into another (decision 109): `take` takes what `to` holds that `from` does not
   * (false when any of it is short: the transaction is rolled back); `release` gives back what `from` holds that
   * `to` does not. A pending change is undone with release(to, from). Without it, the product's lines cannot change.
   */
  change?: {
    take(tx: Tx, from: HeldLine, to: HeldLine): Promise<boolean>;
    release(tx: Tx, from: HeldLine, to: HeldLine): Promise<void>;
  };
}

type HeldLine = { payload: Record<string, unknown>; quantity: number };
