/**
 * Services and project estimates on the database (decisions 800–803): the catalogue, a visitor's projects (a
 * signed-in user's, or a guest's under the projects cookie until sign-in moves them), their items and the status
 * history. Every change of state is a conditional update inside a transaction with its history row; items are rows
 * of their own, so two edits at once never lose one another.
 */
import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { contentImages, users } from "~/db/schema";
import { getUserId } from "~/domains/accounts/session.server";
import { queueMail } from "~/domains/mail/mail.server";
import { getFixedT } from "~/i18n/i18next.server";
import type { Locale } from "~/routing/screen-table";
import { pathFor } from "~/routing/screens";
import { allCurrencies } from "~/utils/currency.server";
import { getEnv, publicOrigin } from "~/utils/env.server";
import { projectsCookie } from "~/utils/cookies.server";
import { formatMoney, type CurrencyInfo } from "~/utils/money";
import { bounds, canMove, editableStatuses, type ProjectStatus } from "./codes";
import { estimateTotals } from "./estimate";
import { itemPictureId } from "./item-pictures";
import type { ItemInput, SettingsInput } from "./forms";
import { projectItems, projects, projectStatusHistory, services } from "./schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ProjectRow = typeof projects.$inferSelect;

// ── The catalogue ──────────────────────────────────────────────────────────

export async function listServices(locale: Locale) {
  const db = await getDb();
  const rows = await db.select().from(services).where(eq(services.published, true)).orderBy(asc(services.sort));
  return rows.map((s) => serviceView(s, locale));
}

export async function serviceBySlug(slug: string, locale: Locale) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.slug, slug), eq(services.published, true)))
    .limit(1);
  return row ? serviceView(row, locale) : null;
}

function serviceView(s: typeof services.$inferSelect, locale: Locale) {
  return {
    id: s.id,
    slug: s.slug,
    text: s.texts[locale],
    pictures: s.pictures,
    persons: s.defaultPersons,
    items: s.defaultItems.map((i) => ({ ...i, name: i.name[locale] })),
  };
}
export type ServiceView = ReturnType<typeof serviceView>;

// ── Who owns what ──────────────────────────────────────────────────────────

/** A visitor as the owner of projects: the signed-in user, else the guest token's hash (null: none yet). */
export interface Owner {
  userId: number | null;
  guestHash: string | null;
}

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function guestToken(request: Request): Promise<string | null> {
  const token = await projectsCookie.parse(request.headers.get("Cookie"));
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

export async function ownerOf(request: Request): Promise<Owner> {
  const userId = await getUserId(request);
  if (userId) return { userId, guestHash: null };
  const token = await guestToken(request);
  return { userId: null, guestHash: token ? hash(token) : null };
}

/** The visitor as an owner, a guest token made when there is none yet (its cookie in `headers`). */
export async function ensureOwner(request: Request): Promise<{ owner: Owner; headers: Headers }> {
  const headers = new Headers();
  const owner = await ownerOf(request);
  if (owner.userId || owner.guestHash) return { owner, headers };
  const token = crypto.randomBytes(32).toString("base64url");
  headers.append("Set-Cookie", await projectsCookie.serialize(token));
  return { owner: { userId: null, guestHash: hash(token) }, headers };
}

const ownedBy = (owner: Owner) =>
  owner.userId
    ? eq(projects.userId, owner.userId)
    : owner.guestHash
      ? and(isNull(projects.userId), eq(projects.guestTokenHash, owner.guestHash))
      : sql`false`;

/**
 * At sign-in (decision 803): the guest's projects become the account's, the token is forgotten, and the header that
 * clears the projects cookie is returned (null when there was no cookie).
 */
export async function adoptGuestProjects(request: Request, userId: number, db?: Db): Promise<string | null> {
  const token = await guestToken(request);
  if (!token) return null;
  await moveGuestProjects(hash(token), userId, db);
  return projectsCookie.serialize("", { maxAge: 0 });
}

export async function moveGuestProjects(guestHash: string, userId: number, db?: Db) {
  const handle = db ?? (await getDb());
  return handle
    .update(projects)
    .set({ userId, guestTokenHash: null })
    .where(and(isNull(projects.userId), eq(projects.guestTokenHash, guestHash)))
    .returning({ id: projects.id });
}

// ── Projects ───────────────────────────────────────────────────────────────

/** 24 characters of base32 (120 bits): a project's slug, not guessable. */
export function newSlug() {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return [...crypto.randomBytes(24)].map((b) => alphabet[b % 32]).join("");
}

export async function createProject(
  owner: Owner,
  input: {
    title: string;
    locale: Locale;
    currency: string;
    vatMode: "incl" | "excl";
    persons?: number;
    service?: ServiceView | null;
  },
  db?: Db,
): Promise<ProjectRow> {
  if (!owner.userId && !owner.guestHash) throw new Error("a project needs an owner");
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        slug: newSlug(),
        serviceId: input.service?.id ?? null,
        title: input.title.slice(0, bounds.titleMax),
        userId: owner.userId,
        guestTokenHash: owner.userId ? null : owner.guestHash,
        locale: input.locale,
        currency: input.currency,
        vatMode: input.vatMode,
        persons: input.persons ?? input.service?.persons ?? 1,
      })
      .returning();
    await tx.insert(projectStatusHistory).values({ projectId: project.id, toStatus: "draft", actor: "customer" });
    const items = input.service?.items ?? [];
    if (items.length)
      await tx.insert(projectItems).values(
        items.map((i, position) => ({
          projectId: project.id,
          position,
          name: i.name,
          kind: i.kind,
          unit: i.unit,
          volume: String(i.volume),
          value: i.value,
          currency: i.currency,
          coefficient: String(i.coefficient),
        })),
      );
    return project;
  });
}

export async function findProject(slug: string, owner: Owner, db?: Db): Promise<ProjectRow | null> {
  if (!/^[a-z2-9]{24}$/.test(slug)) return null;
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select()
    .from(projects)
    .where(and(eq(projects.slug, slug), ownedBy(owner)))
    .limit(1);
  return row ?? null;
}

export async function projectItemsOf(projectId: number, db?: Db) {
  const handle = db ?? (await getDb());
  const rows = await handle
    .select()
    .from(projectItems)
    .where(eq(projectItems.projectId, projectId))
    .orderBy(asc(projectItems.position), asc(projectItems.id));
  return rows.map((r) => ({ ...r, volume: Number(r.volume), coefficient: Number(r.coefficient) }));
}
export type ProjectItem = Awaited<ReturnType<typeof projectItemsOf>>[number];

export async function statusHistory(projectId: number, db?: Db) {
  const handle = db ?? (await getDb());
  return handle
    .select()
    .from(projectStatusHistory)
    .where(eq(projectStatusHistory.projectId, projectId))
    .orderBy(asc(projectStatusHistory.at), asc(projectStatusHistory.id));
}

/** The visitor's projects, newest first, drafts included (the list says which are not saved yet). */
export async function listProjects(owner: Owner, db?: Db) {
  if (!owner.userId && !owner.guestHash) return [];
  const handle = db ?? (await getDb());
  const rows = await handle.select().from(projects).where(ownedBy(owner)).orderBy(desc(projects.updatedAt));
  if (!rows.length) return [];
  const items = await handle
    .select()
    .from(projectItems)
    .where(
      inArray(
        projectItems.projectId,
        rows.map((r) => r.id),
      ),
    );
  const currencies = await currencyTable();
  return rows.map((project) => {
    const own = items
      .filter((i) => i.projectId === project.id)
      .map((i) => ({ ...i, volume: Number(i.volume), coefficient: Number(i.coefficient) }));
    return { project, items: own.length, totals: totalsOf(project, own, currencies) };
  });
}

export async function currencyTable(): Promise<Record<string, CurrencyInfo>> {
  return Object.fromEntries((await allCurrencies()).map((c) => [c.code, c]));
}

export function totalsOf(
  project: Pick<ProjectRow, "currency" | "persons">,
  items: Pick<ProjectItem, "value" | "currency" | "volume" | "coefficient" | "donePercent">[],
  currencies: Record<string, CurrencyInfo>,
) {
  return estimateTotals(items, { ...project, vatPercent: getEnv().VAT_PERCENT }, currencies);
}

/** A change the customer may make only while the project is theirs to edit (draft or in progress). */
const editable = (projectId: number) =>
  sql`EXISTS (SELECT 1 FROM ${projects} WHERE ${projects.id} = ${projectId} AND ${projects.status} IN (${sql.join(
    editableStatuses.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

export type ItemChange = "saved" | "notEditable" | "tooMany" | "missing";

/**
 * Adds an item at the end, or changes one (its id, of this project). One statement each, with the project's state
 * checked in the same statement: two visitors' edits at once both land, neither overwrites the other's item.
 */
export async function saveItem(projectId: number, input: ItemInput, db?: Db): Promise<ItemChange> {
  const handle = db ?? (await getDb());
  const fields = {
    name: input.name,
    kind: input.kind,
    unit: input.unit,
    volume: String(input.volume),
    value: input.value,
    currency: input.currency,
    coefficient: String(input.coefficient),
  };
  return handle.transaction(async (tx) => {
    if (input.itemId) {
      const changed = await tx
        .update(projectItems)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(projectItems.id, input.itemId), eq(projectItems.projectId, projectId), editable(projectId)))
        .returning({ id: projectItems.id });
      if (!changed.length) return (await isEditable(tx, projectId)) ? "missing" : "notEditable";
    } else {
      if (!(await isEditable(tx, projectId))) return "notEditable";
      const inserted = await tx.execute(sql`
        INSERT INTO ${projectItems} (project_id, position, name, kind, unit, volume, value, currency, coefficient)
        SELECT ${projectId}, COALESCE(MAX(position), -1) + 1, ${fields.name}, ${fields.kind}, ${fields.unit},
               ${fields.volume}, ${fields.value}, ${fields.currency}, ${fields.coefficient}
        FROM ${projectItems} WHERE project_id = ${projectId}
        HAVING COUNT(*) < ${bounds.itemsMax}
        RETURNING id`);
      if (!rowsOf(inserted).length) return "tooMany";
    }
    await touch(tx, projectId);
    return "saved";
  });
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

async function isEditable(tx: Tx | Db, projectId: number) {
  const [row] = await tx.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId));
  return row ? editableStatuses.includes(row.status) : false;
}

async function touch(tx: Tx, projectId: number) {
  await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, projectId));
}

export async function removeItem(projectId: number, itemId: number, db?: Db): Promise<ItemChange> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const removed = await tx
      .delete(projectItems)
      .where(and(eq(projectItems.id, itemId), eq(projectItems.projectId, projectId), editable(projectId)))
      .returning({ id: projectItems.id, pictures: projectItems.pictures });
    if (!removed.length) return (await isEditable(tx, projectId)) ? "missing" : "notEditable";
    // The agency's pictures of the item (decision 815) go with it: nothing else shows them.
    const images = removed[0]!.pictures.flatMap((p) => itemPictureId(p) ?? []);
    if (images.length) await tx.delete(contentImages).where(inArray(contentImages.id, images));
    await touch(tx, projectId);
    return "saved";
  });
}

export async function updateSettings(projectId: number, input: SettingsInput, db?: Db): Promise<ItemChange> {
  const handle = db ?? (await getDb());
  const changed = await handle
    .update(projects)
    .set({
      title: input.title,
      persons: input.persons,
      currency: input.currency,
      vatMode: input.vat,
      updatedAt: new Date(),
    })
    .where(and(eq(projects.id, projectId), editable(projectId)))
    .returning({ id: projects.id });
  return changed.length ? "saved" : "notEditable";
}

/**
 * Moves a project from one state to the next (decision 800's table), as one conditional update with its history row:
 * false when the project was no longer in `from` (another request moved it first) or the step is not allowed.
 */
export async function moveStatus(
  tx: Tx | Db,
  project: Pick<ProjectRow, "id">,
  from: ProjectStatus,
  to: ProjectStatus,
  actor: "customer" | "desk" | "system",
  extra: { note?: string | null; staffUserId?: number | null; set?: Partial<typeof projects.$inferInsert> } = {},
): Promise<boolean> {
  if (!canMove(from, to)) return false;
  const moved = await tx
    .update(projects)
    .set({ ...extra.set, status: to, updatedAt: new Date() })
    .where(and(eq(projects.id, project.id), eq(projects.status, from)))
    .returning({ id: projects.id });
  if (!moved.length) return false;
  await tx.insert(projectStatusHistory).values({
    projectId: project.id,
    fromStatus: from,
    toStatus: to,
    actor,
    staffUserId: extra.staffUserId ?? null,
    note: extra.note ?? null,
  });
  return true;
}

/** Save: a draft becomes a project in progress ("It is added to your projects"). */
export async function saveProject(project: ProjectRow, db?: Db) {
  const handle = db ?? (await getDb());
  return handle.transaction((tx) => moveStatus(tx, project, "draft", "in_progress", "customer"));
}

/**
 * "Ask the agency for a firm quote": the project waits for the desk (quote_requested), the request is stored in its
 * history with the customer's note, and the desk is e-mailed through the outbox in the same transaction; so is the
 * customer, in the project's language, when signed in (a guest left no address: the page says it).
 */
export async function requestFirmQuote(project: ProjectRow, note: string | null, db?: Db): Promise<boolean> {
  const handle = db ?? (await getDb());
  const items = await projectItemsOf(project.id, handle);
  const currencies = await currencyTable();
  const totals = totalsOf(project, items, currencies);
  const money = (amount: number, code: string) => formatMoney({ amount, currency: code }, currencies[code]!, "en-GB");
  return handle.transaction(async (tx) => {
    const moved = await moveStatus(tx, project, "in_progress", "quote_requested", "customer", {
      note,
      set: { quoteRequestedAt: new Date() },
    });
    if (!moved) return false;
    // The desk's mailbox (like every desk notice): where agents firm it up, amounts as the desk shows them.
    const link = `${publicOrigin()}${pathFor("deskProject", "en", { id: String(project.id) })}`;
    const lines = items.map(
      (item, i) =>
        `- ${item.name} (${item.kind}): ${item.volume} ${item.unit} × ${money(item.value, item.currency)} × ${item.coefficient} = ${money(totals.items[i]!.net, project.currency)} net`,
    );
    await queueMail(
      {
        to: getEnv().AGENCY_EMAIL,
        subject: `Firm quote requested: project ${project.slug} (${project.title})`,
        text: [
          `A customer asks for a firm quote for the project "${project.title}".`,
          `Persons: ${project.persons}; currency: ${project.currency}; VAT shown ${project.vatMode === "incl" ? "included" : "excluded"}; language: ${project.locale}.`,
          `Estimate: ${money(totals.overall.net, project.currency)} net + ${money(totals.overall.vat, project.currency)} VAT = ${money(totals.overall.gross, project.currency)}.`,
          "",
          ...lines,
          "",
          note ? `Customer's note: ${note}` : "No note.",
          `Customer: ${project.userId ? `user #${project.userId}` : "a guest (not signed in)"}.`,
          link,
        ].join("\n"),
      },
      tx,
    );
    const [customer] = project.userId
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, project.userId))
      : [];
    if (customer?.email) {
      const t = await getFixedT(project.locale, "deskServices");
      const own = `${publicOrigin()}${pathFor("estimateProject", project.locale, { slug: project.slug })}`;
      await queueMail(
        {
          to: customer.email,
          subject: t("mail.requested.subject", { title: project.title }),
          text: [t("mail.requested.body", { title: project.title }), "", own, "", t("mail.footer")].join("\n"),
          kind: "project",
          ref: project.slug,
        },
        tx,
      );
    }
    return true;
  });
}

/** How long an estimate that was never saved is kept after its last change. */
export const DRAFT_DAYS = 30;

/**
 * The sweeper's pass (Product.sweep): estimates left as drafts (never saved to the projects) for DRAFT_DAYS are
 * deleted with their items and history; saved projects are never touched.
 */
export async function sweepDrafts(now: Date, db?: Db) {
  const handle = db ?? (await getDb());
  const before = new Date(now.getTime() - DRAFT_DAYS * 24 * 60 * 60 * 1000);
  return handle
    .delete(projects)
    .where(and(eq(projects.status, "draft"), lt(projects.updatedAt, before)))
    .returning({ id: projects.id });
}
