/**
 * Sharing a project read-only with a group (decision 813): the owner turns sharing on and gets a signed link to the
 * project's page; anyone with the link sees the quote (items, totals per person and for the group, its PDF) and
 * nothing else. "Stop sharing" raises the share version: every link given out before stops working.
 */
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { pathFor, type Locale } from "~/routing/screens";
import { publicOrigin, sessionSecrets } from "~/utils/env.server";
import type { ProjectRow } from "./projects.server";
import { projects } from "./schema";
import { readShareKey, signShareKey } from "./share-link";

/** The query parameter that carries the key on the project's page and its PDF. */
export const SHARE_PARAM = "share";

const shareKeyOf = (project: Pick<ProjectRow, "slug" | "shareVersion">) =>
  signShareKey(sessionSecrets()[0], { slug: project.slug, version: project.shareVersion });

/** The link the owner gives out, while the project is shared (null when it is not). */
export function shareUrl(project: Pick<ProjectRow, "slug" | "shareVersion" | "sharedAt">, locale: Locale) {
  if (!project.sharedAt) return null;
  const page = pathFor("estimateProject", locale, { slug: project.slug });
  return `${publicOrigin()}${page}?${SHARE_PARAM}=${encodeURIComponent(shareKeyOf(project))}`;
}

/** The project a shared link opens: shared now, at the key's version, and saved (never a draft); else null. */
export async function sharedProject(slug: string, key: string | null, db?: Db): Promise<ProjectRow | null> {
  if (!key || !/^[a-z2-9]{24}$/.test(slug)) return null;
  const version = readShareKey(sessionSecrets(), slug, key);
  if (version === null) return null;
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.slug, slug),
        eq(projects.shareVersion, version),
        isNotNull(projects.sharedAt),
        ne(projects.status, "draft"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Turns sharing on (a saved project only); false when it was a draft. Sharing twice keeps the same link. */
export async function startSharing(project: Pick<ProjectRow, "id">, db?: Db): Promise<boolean> {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .update(projects)
    .set({ sharedAt: sql`coalesce(${projects.sharedAt}, now())` })
    .where(and(eq(projects.id, project.id), ne(projects.status, "draft")))
    .returning({ id: projects.id });
  return !!row;
}

/** Turns sharing off: every link given out so far stops working, also if sharing is turned on again later. */
export async function stopSharing(project: Pick<ProjectRow, "id">, db?: Db) {
  const handle = db ?? (await getDb());
  await handle
    .update(projects)
    .set({ sharedAt: null, shareVersion: sql`${projects.shareVersion} + 1` })
    .where(and(eq(projects.id, project.id), isNotNull(projects.sharedAt)));
}
