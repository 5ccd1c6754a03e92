import { breakdownShown, type BreakdownShown } from "~/domains/orders/currency";
import { useRootData } from "~/utils/root-data";

/**
 * A price box's rows (a flight's fares and taxes, a stay's rooms and taxes, a train's places):
 * the parts in the visitor's currency, a VAT row when prices are shown with VAT, and the total
 * the cart will charge — so the rows add up to the total (issue 22 item 3, decision 025).
 * Render each amount with `<Price money={{ amount, currency }} own />`.
 */
export function useBreakdown(parts: readonly number[], currency: string): BreakdownShown | null {
  const root = useRootData();
  if (!root) return null;
  return breakdownShown({ parts, currency }, { ...root, currencies: root.currencies });
}
