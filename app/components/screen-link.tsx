import { Link, type LinkProps } from "@remix-run/react";
import { pathFor, type Params, type ScreenId } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";

/** A link to a screen by its id, in the page's language (links are never typed as strings). */
export function ScreenLink({ to, params, search, ...rest }: Omit<LinkProps, "to"> & { to: ScreenId; params?: Params; search?: string }) {
  const locale = useLocale();
  return <Link to={pathFor(to, locale, params) + (search ?? "")} {...rest} />;
}
