/**
 * A firm quote paid by a group (decision 814), pure: the equal split of a total into shares (the remainder on the
 * first), whether a new share still fits under the firm total, and where each participant stands from the orders
 * that name them (paid, awaiting payment, not yet ordered).
 */

/** `total` split into `count` shares in whole minor units: equal, the remainder (a few units) on the first share. */
export function splitEqually(total: number, count: number): number[] {
  if (!Number.isInteger(total) || total < 0 || !Number.isInteger(count) || count < 1) return [];
  const each = Math.floor(total / count);
  const shares = Array.from({ length: count }, () => each);
  shares[0] += total - each * count;
  return shares;
}

/**
 * The share a new participant gets when the leader leaves it empty: their place in an equal split of the firm total
 * among the project's persons (the remainder on the first share), capped by what is left; once every person has a
 * share, what is left; null when nothing is left.
 */
export function defaultShare(firmTotal: number, persons: number, shares: readonly number[]): number | null {
  const left = firmTotal - shares.reduce((s, a) => s + a, 0);
  if (left <= 0) return null;
  const split = splitEqually(firmTotal, Math.max(1, Math.floor(persons)));
  const equal = split[shares.length] ?? left;
  return Math.min(left, Math.max(1, equal));
}

/** A new share fits when the shares with it do not exceed the firm total. */
export function shareFits(firmTotal: number, shares: readonly number[], amount: number) {
  return amount > 0 && shares.reduce((s, a) => s + a, 0) + amount <= firmTotal;
}

/** Participants may be added while the quote is firm, valid (agency day, ISO) and nobody pays it as a whole. */
export function groupOpen(
  project: { status: string; held: boolean; firmTotal: number | null; validUntil: string | null },
  today: string,
) {
  return (
    project.status === "firm" &&
    !project.held &&
    (project.firmTotal ?? 0) > 0 &&
    !!project.validUntil &&
    project.validUntil >= today
  );
}

export type ShareState = "paid" | "awaiting" | "notOrdered";

/**
 * Where a participant stands: paid when an order of theirs is confirmed, awaiting payment when one waits for it,
 * else not yet ordered (expired and cancelled orders count for nothing).
 */
export function shareState(orders: readonly { status: string }[]): ShareState {
  if (orders.some((o) => o.status === "confirmed")) return "paid";
  if (orders.some((o) => o.status === "pending_payment")) return "awaiting";
  return "notOrdered";
}
