import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageVariant } from "~/desk/content/articles.server";

/**
 * A picture uploaded on the desk (decision 115) at one of the widths the site serves, as WebP:
 * `/_/content-image/12/1200.webp`. A picture is never changed once stored (a new upload is a new
 * id), so it is cached for a year.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : 0;
  const width = /^(\d{1,5})\.webp$/.exec(params.file ?? "")?.[1];
  const bytes = id && width ? await imageVariant(id, Number(width)) : null;
  if (!bytes) throw new Response(null, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
