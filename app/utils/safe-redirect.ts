import { safeRedirect as localPath } from "remix-utils/safe-redirect";

/**
 * Only ever redirect to a local path: never to an external URL, a protocol-relative
 * URL ("//evil"), a backslash trick ("/\\evil") or a URL with a protocol (spec §8).
 * remix-utils' safeRedirect, plus what it lets through: control characters and
 * backslashes anywhere (browsers drop tabs and newlines from a URL and read "\" as "/",
 * so "/\t/evil" would leave the site) and dot segments that resolve to "//host". The
 * path comes back normalised and percent-encoded, as a Location header must be.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (!to || typeof to !== "string") return fallback;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(to.trim())) return fallback;
  const local = localPath(to, fallback);
  if (local === fallback) return fallback;
  try {
    const url = new URL(local, "http://local.invalid");
    // Dot segments are resolved first: "/.//evil.example/x" becomes "//evil.example/x", which a
    // browser reads as another host. Only a path with a single leading slash stays on the site.
    if (url.host !== "local.invalid" || url.pathname.startsWith("//")) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
