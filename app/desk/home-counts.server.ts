import type { QualifiedPluralKey } from "~/i18n/keys";
import type { ScreenId } from "~/routing/screens";

/**
 * What waits for staff, counted on the desk's home (requests new, contributions held …): each area
 * exports its counts, the home lists them and shows those of the areas the role may open.
 */
export interface DeskCount {
  screen: ScreenId;
  /** A plural message taking `count`, e.g. "desk:home.requestsNew". */
  message: QualifiedPluralKey;
  count: () => Promise<number>;
}
