import { Link, type LinkProps } from "@remix-run/react";
import { pathFor, type Params, type ParamsArg, type ScreenId } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";

/** `params` of a link to screen S: required when its path has parameters (see ParamsArg). */
type ParamsProp<S extends ScreenId> =
  ParamsArg<S> extends [params: infer P] ? { params: P } : { params?: ParamsArg<S>[0] };

/** A link to a screen by its id, in the page's language (links are never typed as strings). */
export function ScreenLink<S extends ScreenId>({
  to,
  params,
  search,
  ...rest
}: Omit<LinkProps, "to"> & { to: S; search?: string; params?: Params } & ParamsProp<S>) {
  const locale = useLocale();
  return <Link to={pathFor<ScreenId>(to, locale, params) + (search ?? "")} {...rest} />;
}
