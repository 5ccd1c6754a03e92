/**
 * A firm quote paid by a group (decision 814): the project's owner lists participants, each with a share of the
 * firm total (net of VAT, minor units of the project's currency); each gets an e-mail with a personal signed link
 * whose page puts their share into the visitor's basket as one line of this product. The shares never exceed the
 * firm total: adding one locks the project row, sums the shares and inserts in one transaction (and the share's
 * hold checks the sum again). Where each participant stands is read from the orders whose line names them.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { cartLines, orderLines, orders } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { queueMail } from "~/domains/mail/mail.server";
import { getFixedT } from "~/i18n/i18next.server";
import { isLocale, pathFor, type Locale } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { getEnv, publicOrigin, sessionSecrets } from "~/utils/env.server";
import { intlLocale } from "~/i18n/config";
import { formatLongDate } from "~/utils/format";
import { formatMoney, type CurrencyInfo } from "~/utils/money";
import { withVat } from "~/utils/vat";
import { addServiceLineOnce, serviceLine } from "./basket.server";
import { SERVICE_LINE_KIND } from "./cart-line";
import { defaultShare, groupOpen, shareFits, shareState, type ShareState } from "./group-rules";
import type { ParticipantInput } from "./group-forms";
import { currencyTable, type ProjectRow } from "./projects.server";
import { payRefusal, type PayRefusal } from "./quote-rules";
import { projectParticipants, projects } from "./schema";
import { linkOpens, readShareLink, signShareLink } from "./participant-link";

export type ParticipantRow = typeof projectParticipants.$inferSelect;

export async function participantsOf(projectId: number, db?: Db | Tx): Promise<ParticipantRow[]> {
  const handle = db ?? (await getDb());
  return handle
    .select()
    .from(projectParticipants)
    .where(eq(projectParticipants.projectId, projectId))
    .orderBy(asc(projectParticipants.id));
}

/** Whether any participant's share is held by an order (ordered or paid): the whole quote is then closed. */
export async function anyShareHeld(projectId: number, db?: Db | Tx) {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({ id: projectParticipants.id })
    .from(projectParticipants)
    .where(and(eq(projectParticipants.projectId, projectId), eq(projectParticipants.held, true)))
    .limit(1);
  return !!row;
}

/** The personal link's address (the share's page with its signed key), in the given language. */
export function shareLinkUrl(
  project: Pick<ProjectRow, "slug">,
  participant: Pick<ParticipantRow, "id" | "linkVersion">,
  locale: Locale,
) {
  const key = signShareLink(sessionSecrets()[0], { participantId: participant.id, version: participant.linkVersion });
  return `${publicOrigin()}${pathFor("estimateShare", locale, { slug: project.slug, key })}`;
}

export type GroupError = "closed" | "exceeds" | "duplicate" | "nothingLeft" | "held" | "ordered" | "missing";
export type GroupOutcome = { ok: true; participant?: ParticipantRow } | { ok: false; error: GroupError };

const gross = (net: number) => withVat(net, getEnv().VAT_PERCENT);

/**
 * Adds a participant to a firm quote's group, with their share (or an equal one), and queues their e-mail with the
 * personal link in the same transaction. The project row is locked first, so two additions at once are summed one
 * after the other and the shares never exceed the firm total.
 */
export async function addParticipant(
  project: Pick<ProjectRow, "id">,
  input: Pick<ParticipantInput, "name" | "email" | "share">,
  db?: Db,
): Promise<GroupOutcome> {
  const handle = db ?? (await getDb());
  // Read before the transaction: PGlite has one connection, a read outside the transaction would wait for it.
  const currencies = await currencyTable();
  return handle.transaction(async (tx) => {
    const [locked] = await tx.select().from(projects).where(eq(projects.id, project.id)).for("update");
    if (!locked || !groupOpen(locked, agencyToday())) return fail("closed");
    const firmTotal = locked.firmTotal!;
    const current = await participantsOf(locked.id, tx);
    const email = input.email.trim();
    if (current.some((p) => p.email.toLowerCase() === email.toLowerCase())) return fail("duplicate");
    const shares = current.map((p) => p.amount);
    const amount = input.share ?? defaultShare(firmTotal, locked.persons, shares);
    if (amount === null) return fail("nothingLeft");
    if (!shareFits(firmTotal, shares, amount)) return fail("exceeds");
    const [participant] = await tx
      .insert(projectParticipants)
      .values({ projectId: locked.id, name: input.name.trim(), email, amount })
      .returning();
    await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, locked.id));
    await mailParticipant(tx, locked, participant, currencies);
    return { ok: true as const, participant };
  });
}

const fail = (error: GroupError): GroupOutcome => ({ ok: false, error });

/** Removes a participant who has not ordered their share (a held share stays); their link stops working. */
export async function removeParticipant(projectId: number, participantId: number, db?: Db): Promise<GroupOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const removed = await tx
      .delete(projectParticipants)
      .where(
        and(
          eq(projectParticipants.id, participantId),
          eq(projectParticipants.projectId, projectId),
          eq(projectParticipants.held, false),
        ),
      )
      .returning({ id: projectParticipants.id });
    if (removed.length) {
      await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, projectId));
      return { ok: true as const };
    }
    return fail((await isParticipant(tx, projectId, participantId)) ? "held" : "missing");
  });
}

/** Whether the participant is still in the project's group (to tell "has ordered" from "is gone" after a refusal). */
async function isParticipant(tx: Tx, projectId: number, participantId: number) {
  const [row] = await tx
    .select({ id: projectParticipants.id })
    .from(projectParticipants)
    .where(and(eq(projectParticipants.id, participantId), eq(projectParticipants.projectId, projectId)));
  return !!row;
}

/**
 * "Send a new link": a participant who lost their e-mail, or whose link went to someone else, gets a new one; the
 * link version is raised in the same transaction, so every link sent before opens nothing from now on. Not for a
 * participant who has ordered their share (their order is where they pay), nor once the group is closed.
 */
export async function resendParticipantLink(projectId: number, participantId: number, db?: Db): Promise<GroupOutcome> {
  const handle = db ?? (await getDb());
  const currencies = await currencyTable();
  return handle.transaction(async (tx) => {
    const [locked] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
    if (!locked || !groupOpen(locked, agencyToday())) return fail("closed");
    const [participant] = await tx
      .update(projectParticipants)
      .set({ linkVersion: sql`${projectParticipants.linkVersion} + 1` })
      .where(
        and(
          eq(projectParticipants.id, participantId),
          eq(projectParticipants.projectId, projectId),
          eq(projectParticipants.held, false),
        ),
      )
      .returning();
    if (!participant) return fail((await isParticipant(tx, projectId, participantId)) ? "ordered" : "missing");
    await mailParticipant(tx, locked, participant, currencies);
    return { ok: true as const, participant };
  });
}

/** The participant's e-mail, in the project's language: who invites them, their share, the personal link. */
async function mailParticipant(
  tx: Tx,
  project: ProjectRow,
  participant: ParticipantRow,
  currencies: Record<string, CurrencyInfo>,
) {
  const locale: Locale = isLocale(project.locale) ? project.locale : "fa";
  const t = await getFixedT(locale, "servicesPay");
  const link = shareLinkUrl(project, participant, locale);
  const share = formatMoney(
    { amount: gross(participant.amount), currency: project.currency },
    currencies[project.currency],
    intlLocale[locale],
  );
  const vars = {
    name: participant.name,
    title: project.title,
    share,
    date: project.validUntil ? formatLongDate(project.validUntil, locale) : "",
  };
  await queueMail(
    {
      to: participant.email,
      subject: t("group.mail.subject", vars),
      text: [t("group.mail.body", vars), "", link, "", t("group.mail.footer")].join("\n"),
      kind: "project-share",
      ref: project.slug,
    },
    tx,
  );
}

/** The orders whose service line names a participant of the project: their states, by participant. */
async function shareOrders(projectId: number, db?: Db) {
  const handle = db ?? (await getDb());
  const rows = await handle
    .select({ status: orders.status, participantId: sql<string | null>`${orderLines.payload}->>'participantId'` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orderLines.kind, SERVICE_LINE_KIND),
        sql`${orderLines.payload}->>'projectId' = ${String(projectId)}`,
        sql`${orderLines.payload} ? 'participantId'`,
      ),
    );
  const byParticipant = new Map<number, { status: string }[]>();
  for (const r of rows) {
    const id = Number(r.participantId);
    if (!Number.isInteger(id)) continue;
    byParticipant.set(id, [...(byParticipant.get(id) ?? []), { status: r.status }]);
  }
  return byParticipant;
}

export interface GroupView {
  /** The owner may add and remove participants now. */
  open: boolean;
  currency: string;
  firmTotal: number | null;
  /** The firm total with VAT, and what the shares add up to (net, and with VAT). */
  firmGross: number | null;
  sharesNet: number;
  /** What the participants whose share is paid paid (with VAT, in the project's currency). */
  paidGross: number;
  participants: {
    id: number;
    name: string;
    email: string;
    amount: number;
    gross: number;
    state: ShareState;
    held: boolean;
  }[];
}

/** The group as the project pages show it: each participant, their share and where they stand, and the total paid. */
export async function groupView(project: ProjectRow, db?: Db): Promise<GroupView> {
  const [rows, byParticipant] = await Promise.all([participantsOf(project.id, db), shareOrders(project.id, db)]);
  const participants = rows.map((p) => ({
    id: p.id,
    name: p.name,
    email: p.email,
    amount: p.amount,
    gross: gross(p.amount),
    state: shareState(byParticipant.get(p.id) ?? []),
    held: p.held,
  }));
  return {
    open: groupOpen(project, agencyToday()),
    currency: project.currency,
    firmTotal: project.firmTotal,
    firmGross: project.firmTotal === null ? null : gross(project.firmTotal),
    sharesNet: rows.reduce((s, p) => s + p.amount, 0),
    paidGross: participants.filter((p) => p.state === "paid").reduce((s, p) => s + p.gross, 0),
    participants,
  };
}

// ── The participant's side: the link, the share's page, the basket ──────────────────────────

/** The participant and project a personal link opens, or null (forged, withdrawn, removed). */
export async function openShare(
  slug: string,
  key: string,
  db?: Db,
): Promise<{ project: ProjectRow; participant: ParticipantRow } | null> {
  if (!/^[a-z2-9]{24}$/.test(slug)) return null;
  const check = readShareLink(sessionSecrets(), key);
  if (!check.ok) return null;
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({ participant: projectParticipants, project: projects })
    .from(projectParticipants)
    .innerJoin(projects, eq(projects.id, projectParticipants.projectId))
    .where(and(eq(projectParticipants.id, check.participantId), eq(projects.slug, slug)))
    .limit(1);
  if (!row || !linkOpens(check, row.participant)) return null;
  return row;
}

export type ShareRefusal = PayRefusal | "shareHeld" | "inBasket";

/** Why a participant's share cannot go into a basket now, or null. */
export function shareRefusal(project: ProjectRow, participant: ParticipantRow, now = new Date()): ShareRefusal | null {
  const refusal = payRefusal(project, agencyToday(now));
  if (refusal) return refusal;
  if (participant.held) return "shareHeld";
  return null;
}

/** The participant's share as one line of this product: paid in full (no deposit plan), naming project and participant. */
export const shareLine = (project: ProjectRow, participant: ParticipantRow, now = new Date()) =>
  serviceLine(project, participant, now);

export type ShareAddOutcome = { ok: true; headers: Headers } | { ok: false; error: ShareRefusal };

/** "Pay my share": the share as a line of the visitor's basket (once per basket). */
export async function addShareToBasket(
  request: Request,
  project: ProjectRow,
  participant: ParticipantRow,
  now = new Date(),
): Promise<ShareAddOutcome> {
  const refusal = shareRefusal(project, participant, now);
  if (refusal) return { ok: false, error: refusal };
  const line = shareLine(project, participant, now);
  if (!line) return { ok: false, error: "nothing" };
  return addServiceLineOnce(request, line, sql`${cartLines.payload}->>'participantId' = ${String(participant.id)}`);
}
