import { useLocation } from "@remix-run/react";

/** The current path and query, for a form's redirectTo so a no-JS post comes back here. */
export function useHere() {
  const location = useLocation();
  return location.pathname + location.search;
}
