import { Car, Check, Compass, Hotel, Plane, ShieldCheck, Ship, Stamp, TrainFront, type LucideIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * Icons (lucide, docs/decisions/022-persian-font-and-icons.md) rendered to SVG markup on the
 * server and sent with the page data, so they cost the browser no JavaScript: a route's loader
 * returns `iconSvg("plane")` and the component shows it with <InlineIcon>. Decorative: hidden
 * from assistive technology, sized and coloured by the surrounding text (currentColor).
 */
const icons = {
  plane: Plane,
  hotel: Hotel,
  train: TrainFront,
  insurance: ShieldCheck,
  car: Car,
  ship: Ship,
  tour: Compass,
  visa: Stamp,
  check: Check,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

const markup = new Map<IconName, string>();

export function iconSvg(name: IconName): string {
  let svg = markup.get(name);
  if (!svg) {
    const Icon = icons[name];
    svg = renderToStaticMarkup(
      <Icon aria-hidden="true" focusable="false" width="100%" height="100%" strokeWidth={1.75} />,
    );
    markup.set(name, svg);
  }
  return svg;
}
