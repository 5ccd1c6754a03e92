/**
 * Projects on the agency desk (issue 28, decision 810): the list (quotes asked for first), a project with its items,
 * history and orders, and the desk's writes — firming the quote up (its items' prices as they stand, a validity day,
 * a deposit percent), changing an item, marking an item's done percent (the work completed when every item is
 * done) and marking the work completed. Each write is one audited transaction that locks the project row first,
 * with its status history row when the state moves; the customer is told in the project's language.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { audited, type Actor } from "~/desk/audit.server";
import { keepImage, prepareImage, type ImageFrame } from "~/desk/content/images.server";
import { contentImages } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { queueMail } from "~/domains/mail/mail.server";
import { getFixedT } from "~/i18n/i18next.server";
import { isLocale, pathFor, type Locale } from "~/routing/screens";
import { publicOrigin } from "~/utils/env.server";
import { formatLongDate, formatNumber } from "~/utils/format";
import type { ItemInput } from "../forms";
import {
  ITEM_PICTURE_MAX,
  ITEM_PICTURE_MAX_BYTES,
  ITEM_PICTURE_RATIO,
  ITEM_PICTURE_WIDTHS,
  itemPictureId,
  itemPicturePath,
} from "../item-pictures";
import { participantsOf } from "../group.server";
import { currencyTable, moveStatus, projectItemsOf, totalsOf, type ProjectRow } from "../projects.server";
import { allDone, canFirm, canMarkDone, canPicture } from "../quote-rules";
import { projectItems, projects, projectStatusHistory } from "../schema";
import type { FirmInput } from "./schemas";

/** The desk's list: every saved project, those waiting for a firm quote first, then the newest. */
export async function listDeskProjects(limit = 200) {
  const db = await getDb();
  return db
    .select({
      id: projects.id,
      slug: projects.slug,
      title: projects.title,
      status: projects.status,
      currency: projects.currency,
      persons: projects.persons,
      firmTotal: projects.firmTotal,
      validUntil: projects.validUntil,
      quoteRequestedAt: projects.quoteRequestedAt,
      updatedAt: projects.updatedAt,
      email: users.email,
    })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.userId))
    .where(ne(projects.status, "draft"))
    .orderBy(
      sql`CASE WHEN ${projects.status} = 'quote_requested' THEN 0 ELSE 1 END`,
      asc(sql`CASE WHEN ${projects.status} = 'quote_requested' THEN ${projects.quoteRequestedAt} END`),
      desc(projects.updatedAt),
    )
    .limit(limit);
}

export async function deskProjectById(id: number): Promise<ProjectRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

export async function customerOf(project: Pick<ProjectRow, "userId">) {
  if (!project.userId) return null;
  const db = await getDb();
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, project.userId));
  return u?.email ?? null;
}

async function lockProject(tx: Tx, id: number): Promise<ProjectRow | null> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
  return row ?? null;
}

export type DeskError =
  | "notFound"
  | "notFirmable"
  | "notMarkable"
  | "missing"
  | "empty"
  | "shares"
  | "closed"
  | "pictures"
  | "type"
  | "size"
  | "dimensions";
export type DeskOutcome = { ok: true } | { ok: false; error: DeskError };

type Change = "firm" | "revised" | "progress" | "completed";

/** The customer's e-mail in the project's language (signed-in owners; a guest left no address). */
async function tell(tx: Tx, project: ProjectRow, what: Change, vars: Record<string, string> = {}) {
  if (!project.userId) return;
  const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, project.userId));
  if (!u?.email) return;
  const locale: Locale = isLocale(project.locale) ? project.locale : "fa";
  const t = await getFixedT(locale, "deskServices");
  const link = `${publicOrigin()}${pathFor("estimateProject", locale, { slug: project.slug })}`;
  const all = { title: project.title, link, ...vars };
  await tx
    .transaction((savepoint) =>
      queueMail(
        {
          to: u.email!,
          subject: t(`mail.${what}.subject`, all),
          text: [t(`mail.${what}.body`, all), "", link, "", t("mail.footer")].join("\n"),
          kind: "project",
          ref: project.slug,
        },
        savepoint,
      ),
    )
    .catch((error: unknown) => console.error(`project ${project.id}: ${what} e-mail not queued`, error));
}

/**
 * Firms the quote up: the firm total is the items' net total in the project's currency as they stand now; the
 * project becomes `firm` with its validity day and deposit percent (a quote asked for) or is revised (a firm quote
 * nobody is paying yet), with a history row either way.
 */
export async function firmUp(actor: Actor, id: number, input: FirmInput): Promise<DeskOutcome> {
  const currencies = await currencyTable();
  return audited<DeskOutcome>(actor, async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) return { entry: null, result: { ok: false, error: "notFound" } };
    if (!canFirm(project.status, project.held)) return { entry: null, result: { ok: false, error: "notFirmable" } };
    const items = await projectItemsOf(id, tx as never);
    if (!items.length) return { entry: null, result: { ok: false, error: "empty" } };
    const firmTotal = totalsOf(project, items, currencies).overall.net;
    // A group paying its shares (decision 814): not while a share is held, and never below the shares listed.
    const group = await participantsOf(id, tx);
    if (group.some((p) => p.held)) return { entry: null, result: { ok: false, error: "notFirmable" } };
    if (group.reduce((sum, p) => sum + p.amount, 0) > firmTotal)
      return { entry: null, result: { ok: false, error: "shares" } };
    const set = {
      firmTotal,
      validUntil: input.validUntil,
      depositPercent: input.depositPercent,
      firmNote: input.note || null,
    };
    const revised = project.status === "firm";
    if (revised) {
      await tx
        .update(projects)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(projects.id, id));
      await tx.insert(projectStatusHistory).values({
        projectId: id,
        fromStatus: "firm",
        toStatus: "firm",
        actor: "desk",
        staffUserId: actor.id,
        note: input.note || null,
      });
    } else {
      const moved = await moveStatus(tx, project, "quote_requested", "firm", "desk", {
        note: input.note || null,
        staffUserId: actor.id,
        set,
      });
      if (!moved) return { entry: null, result: { ok: false, error: "notFirmable" } };
    }
    const locale: Locale = isLocale(project.locale) ? project.locale : "fa";
    await tell(tx, project, revised ? "revised" : "firm", { date: formatLongDate(input.validUntil, locale) });
    return {
      result: { ok: true },
      entry: {
        action: revised ? "project.revise" : "project.firm",
        entity: "project",
        entityId: id,
        before: {
          status: project.status,
          firmTotal: project.firmTotal,
          validUntil: project.validUntil,
          depositPercent: project.depositPercent,
        },
        after: { status: "firm", ...set },
      },
    };
  });
}

/** Changes an item's name, volume, value and coefficient while the quote may still be firmed (then firm it again). */
export async function saveDeskItem(actor: Actor, id: number, input: ItemInput): Promise<DeskOutcome> {
  return audited<DeskOutcome>(actor, async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) return { entry: null, result: { ok: false, error: "notFound" } };
    if (!canFirm(project.status, project.held)) return { entry: null, result: { ok: false, error: "notFirmable" } };
    if (!input.itemId) return { entry: null, result: { ok: false, error: "missing" } };
    const [before] = await tx
      .select()
      .from(projectItems)
      .where(and(eq(projectItems.id, input.itemId), eq(projectItems.projectId, id)));
    if (!before) return { entry: null, result: { ok: false, error: "missing" } };
    const after = {
      name: input.name,
      kind: input.kind,
      unit: input.unit,
      volume: String(input.volume),
      value: input.value,
      currency: input.currency,
      coefficient: String(input.coefficient),
    };
    await tx
      .update(projectItems)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(projectItems.id, before.id));
    await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, id));
    return {
      result: { ok: true },
      entry: {
        action: "project.item",
        entity: "project",
        entityId: id,
        before: {
          item: before.id,
          name: before.name,
          volume: before.volume,
          value: before.value,
          coefficient: before.coefficient,
        },
        after: { item: before.id, ...after },
      },
    };
  });
}

/**
 * An item's done percent, under the project's lock (two agents marking items at once both land, in turn); when
 * every item is done the work is completed. The customer is told the progress.
 */
export async function markDone(actor: Actor, id: number, itemId: number, done: number): Promise<DeskOutcome> {
  const currencies = await currencyTable();
  return audited<DeskOutcome>(actor, async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) return { entry: null, result: { ok: false, error: "notFound" } };
    if (!canMarkDone(project.status)) return { entry: null, result: { ok: false, error: "notMarkable" } };
    const changed = await tx
      .update(projectItems)
      .set({ donePercent: done, updatedAt: new Date() })
      .where(and(eq(projectItems.id, itemId), eq(projectItems.projectId, id)))
      .returning({ id: projectItems.id });
    if (!changed.length) return { entry: null, result: { ok: false, error: "missing" } };
    await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, id));
    const items = await projectItemsOf(id, tx as never);
    const complete = allDone(items);
    if (complete) await moveStatus(tx, project, "firm", "completed", "system", { staffUserId: actor.id });
    const progress = totalsOf(project, items, currencies).progress;
    const locale: Locale = isLocale(project.locale) ? project.locale : "fa";
    await tell(tx, project, complete ? "completed" : "progress", {
      progress: formatNumber(progress, locale),
    });
    return {
      result: { ok: true },
      entry: {
        action: "project.done",
        entity: "project",
        entityId: id,
        after: { item: itemId, done, progress, completed: complete },
      },
    };
  });
}

/** Staff mark the work completed (whatever the items' percents say). */
export async function completeProject(actor: Actor, id: number): Promise<DeskOutcome> {
  return audited<DeskOutcome>(actor, async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) return { entry: null, result: { ok: false, error: "notFound" } };
    const moved = await moveStatus(tx, project, project.status, "completed", "desk", { staffUserId: actor.id });
    if (!moved) return { entry: null, result: { ok: false, error: "notMarkable" } };
    await tell(tx, project, "completed", { progress: "" });
    return {
      result: { ok: true },
      entry: { action: "project.complete", entity: "project", entityId: id, before: { status: project.status } },
    };
  });
}

/** An item's picture: cut to 3:2 and kept in the items table's two widths, up to 5 MB sent (decision 815). */
const ITEM_FRAME: ImageFrame = {
  widths: ITEM_PICTURE_WIDTHS,
  ratio: ITEM_PICTURE_RATIO,
  maxBytes: ITEM_PICTURE_MAX_BYTES,
};

async function lockItem(
  tx: Tx,
  id: number,
  itemId: number,
): Promise<{ error: DeskError } | { project: ProjectRow; item: { id: number; pictures: string[] } }> {
  const project = await lockProject(tx, id);
  if (!project) return { error: "notFound" };
  if (!canPicture(project.status)) return { error: "closed" };
  const [item] = await tx
    .select({ id: projectItems.id, pictures: projectItems.pictures })
    .from(projectItems)
    .where(and(eq(projectItems.id, itemId), eq(projectItems.projectId, id)))
    .for("update");
  if (!item) return { error: "missing" };
  return { project, item };
}

/**
 * Adds a picture to an item (the hotel, the hall, the coach quoted): checked by its bytes, cut and kept as a content
 * image, its address appended to the item's, at most four (the table's constraint holds when two agents add at once:
 * the project's lock puts them in turn). Pictures change no price, so they may be added until the project is
 * cancelled; the customer sees them on the project's page and its shared link, and is not e-mailed for each.
 */
export async function addItemPicture(
  actor: Actor,
  id: number,
  itemId: number,
  bytes: Uint8Array,
): Promise<DeskOutcome> {
  const image = await prepareImage(bytes, ITEM_FRAME);
  if (!image.ok) return { ok: false, error: image.reason };
  return audited<DeskOutcome>(actor, async (tx) => {
    const locked = await lockItem(tx, id, itemId);
    if ("error" in locked) return { entry: null, result: { ok: false, error: locked.error } };
    if (locked.item.pictures.length >= ITEM_PICTURE_MAX)
      return { entry: null, result: { ok: false, error: "pictures" } };
    const picture = itemPicturePath(await keepImage(tx, image));
    return setPictures(tx, id, locked.item, [...locked.item.pictures, picture], "project.picture");
  });
}

/** Writes an item's pictures and touches its project, with the audit entry of the change. */
async function setPictures(
  tx: Tx,
  id: number,
  item: { id: number; pictures: string[] },
  pictures: string[],
  action: "project.picture" | "project.unpicture",
) {
  await tx.update(projectItems).set({ pictures, updatedAt: new Date() }).where(eq(projectItems.id, item.id));
  await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, id));
  return {
    result: { ok: true } as DeskOutcome,
    entry: {
      action,
      entity: "project",
      entityId: id,
      before: { item: item.id, pictures: item.pictures },
      after: { item: item.id, pictures },
    },
  };
}

/** Takes a picture off an item and drops the kept image (nothing else shows it). */
export async function removeItemPicture(
  actor: Actor,
  id: number,
  itemId: number,
  picture: string,
): Promise<DeskOutcome> {
  return audited<DeskOutcome>(actor, async (tx) => {
    const locked = await lockItem(tx, id, itemId);
    if ("error" in locked) return { entry: null, result: { ok: false, error: locked.error } };
    const imageId = itemPictureId(picture);
    if (imageId === null || !locked.item.pictures.includes(picture))
      return { entry: null, result: { ok: false, error: "missing" } };
    await tx.delete(contentImages).where(eq(contentImages.id, imageId));
    const pictures = locked.item.pictures.filter((p) => p !== picture);
    return setPictures(tx, id, locked.item, pictures, "project.unpicture");
  });
}
