import { useFetchers, useNavigation } from "@remix-run/react";

/** A 3 px bar across the top while a page loads or a form is sent (throttle 0, 2 s run). */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  return (
    <div
      role="progressbar"
      aria-hidden={!busy}
      aria-label="loading"
      className={`loading-bar fixed inset-x-0 top-0 z-50 h-[3px] ${busy ? "loading-bar--busy" : ""}`}
    />
  );
}
