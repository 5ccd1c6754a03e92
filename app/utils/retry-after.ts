import type { HeadersFunction } from "@remix-run/node";

/** A route's `headers`: keeps the action's Retry-After on a refused (429) post, so the page carries it. */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
