/// <reference types="vite/client" />
import "@remix-run/node";

declare module "@remix-run/server-runtime" {
  // Single Fetch typing for useLoaderData/useActionData (future flag v3_singleFetch).
  interface Future {
    v3_singleFetch: true;
  }
}
