import type { KeysUnder } from "~/i18n/keys";
import type { ScreenId } from "~/routing/screens";
import { productEntries } from "~/products";

/** A screen with a menu label (common:menu.{screen}). */
type MenuScreen = Extract<ScreenId, KeysUnder<"menu">>;

/** The site menu of spec §2, grouped as it is shown: the products (the product index), then the offers. */
export const primaryMenu: readonly { screen: MenuScreen; children?: readonly MenuScreen[] }[] = [
  ...productEntries.map(({ screen, ...entry }) => ({
    screen,
    children: "children" in entry ? entry.children : undefined,
  })),
  { screen: "offers" },
];

export const secondaryMenu: ScreenId[] = ["help", "jobs", "rules", "purchaseGuide", "refundGuide", "blogList"];
