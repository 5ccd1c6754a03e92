/**
 * Which line kinds are sold per unit, so the visitor may change their quantity (rooms,
 * policies, services …). Lines that stand for people — a flight's passengers, a train's
 * travellers — are not: their quantity is always 1 and they hold exactly their own seats.
 */
const perUnitKinds: ReadonlySet<string> = new Set(["hotel", "insurance", "tour", "service", "car", "cruise", "visa"]);

export function quantityEditable(kind: string) {
  return perUnitKinds.has(kind);
}
