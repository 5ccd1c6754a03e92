import { useEffect, useState } from "react";
import { useLocation } from "@remix-run/react";
import { KEEP_MESSAGE, OFFLINE_COPY_ATTRIBUTE } from "~/pwa/tickets";

/**
 * Tickets offline (decision 107). When the service worker answers a ticket from the device's cache it
 * marks the page's `<html>`; the page then says so, with the time it was rendered (the note comes from
 * the server in the page's language, so Persian has its Jalali date and digits). A ticket opened by a
 * client-side navigation was seen by the service worker only as data: the page asks it to keep the
 * page itself. Without JavaScript there is no service worker and nothing shows.
 */
export function SavedTicketNote({ note }: { note: string }) {
  const [offlineCopy, setOfflineCopy] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    const copy = document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE);
    setOfflineCopy(copy);
    if (!copy && navigator.onLine)
      navigator.serviceWorker?.controller?.postMessage({ type: KEEP_MESSAGE, path: pathname });
  }, [pathname]);
  if (!offlineCopy) return null;
  return (
    <p
      role="status"
      data-testid="saved-ticket-note"
      className="no-print mb-4 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300"
    >
      {note}
    </p>
  );
}
