/**
 * What a line's fulfilment sends by post. Only a line that ships something physical (a
 * printed voucher, a card, a document) needs a shipping address at checkout; a line kind
 * declares that where it is registered. No product sold today ships anything: flights are
 * e-tickets, so their checkout asks no shipping address (docs/decisions/405-shorter-checkout.md).
 */
const shippingKinds = new Set<string>();

export function declareShipping(kind: string) {
  shippingKinds.add(kind);
}

/** True when any of the lines ships something. */
export function shipsSomething(lines: readonly { kind: string }[]) {
  return lines.some((l) => shippingKinds.has(l.kind));
}
