import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { services } from "./schema";
import { serviceCatalogue } from "./catalogue";

/** The service templates of catalogue.ts (decision 800), idempotent: a re-seed updates them in place. */
export const name = "services";

export async function seed(db: Db) {
  for (const [sort, s] of serviceCatalogue.entries()) {
    const row = {
      id: s.id,
      slug: s.slug,
      texts: s.texts,
      pictures: [s.picture],
      defaultItems: s.items,
      defaultPersons: s.persons,
      sort,
      published: true,
    };
    await db
      .insert(services)
      .values(row)
      .onConflictDoUpdate({
        target: services.id,
        set: {
          slug: sql`excluded.slug`,
          texts: sql`excluded.texts`,
          pictures: sql`excluded.pictures`,
          defaultItems: sql`excluded.default_items`,
          defaultPersons: sql`excluded.default_persons`,
          sort: sql`excluded.sort`,
        },
      });
  }
}
