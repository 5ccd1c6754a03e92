import { useLoaderData } from "@remix-run/react";
import { query } from "../db.server";

/** The whole page: one database query, its answer rendered. */
export async function loader() {
  const rows = await query("SELECT 1 AS one, now() AS at");
  return { at: String(rows[0].at) };
}

export default function Index() {
  const { at } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Bare Remix</h1>
      <p>Database time: {at}</p>
    </main>
  );
}
