import { useEffect, useState } from "react";

let hydrated = false;
/** True once React runs in the browser: controls that need JavaScript appear only then. */
export function useHydrated() {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setValue(true);
  }, []);
  return value;
}
