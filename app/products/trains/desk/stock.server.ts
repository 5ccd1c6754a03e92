import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { audited, type Actor } from "~/desk/audit.server";
import { everyDay } from "~/travel/clock";
import { runsOn, trainById, trainsBetween } from "../catalog";
import { wagonStates } from "../inventory.server";
import { trainClosures } from "../schema";
import { findStation } from "../stations";

/**
 * Train inventory on the agency desk (issue 26, decision 119): the trains of a route on a day, each
 * wagon's places sold of its total and whether it is closed; closing and reopening a train (wagon 0) or
 * a wagon for a range of travel dates. A closure is a row of `train_closures`, never a change of places:
 * searches, plans and holds sell nothing of it, and places already held or sold stay theirs. Each change
 * is one audited transaction.
 */
export async function trainsOn(fromText: string, toText: string, date: string) {
  const from = findStation(fromText);
  const to = findStation(toText);
  if (!from || !to) return null;
  const running = trainsBetween(from.code, to.code).filter((t) => runsOn(t, date));
  const states = await wagonStates(
    await getDb(),
    running.map((t) => t.id),
    date,
  );
  const db = await getDb();
  const closures = running.length
    ? await db
        .select()
        .from(trainClosures)
        .where(
          and(
            eq(trainClosures.travelDate, date),
            inArray(
              trainClosures.tripId,
              running.map((t) => t.id),
            ),
          ),
        )
    : [];
  return {
    from: from.code,
    to: to.code,
    trains: running
      .map((train) => {
        const own = new Set(closures.filter((c) => c.tripId === train.id).map((c) => c.wagonNo));
        return {
          id: train.id,
          number: train.number,
          operator: train.operator,
          departs: train.departs,
          closed: own.has(0),
          wagons: train.wagons.map((w) => {
            const state = states.get(train.id)?.get(w.wagonNo);
            return {
              no: w.wagonNo,
              type: w.type,
              places: w.places,
              sold: state?.sold.size ?? 0,
              /** Closed by itself (a closed train closes every wagon as well). */
              closed: own.has(w.wagonNo),
            };
          }),
        };
      })
      .sort((a, b) => a.departs.localeCompare(b.departs)),
  };
}

export interface TrainClosing {
  trainId: number;
  /** 0: the whole train. */
  wagonNo: number;
  from: string;
  to: string;
  closed: boolean;
}

/**
 * Closes or reopens a train or a wagon on the dates of a range it runs on. The number of dates changed
 * (0: all were so already), or null when the train or wagon does not exist or never runs in the range.
 * Reopening a whole train reopens its wagons too; reopening a wagon of a closed train leaves the train closed.
 */
export async function setTrainClosed(actor: Actor, closing: TrainClosing): Promise<number | null> {
  const train = trainById(closing.trainId);
  if (!train || (closing.wagonNo !== 0 && !train.wagons.some((w) => w.wagonNo === closing.wagonNo))) return null;
  const dates = everyDay(closing.from, closing.to).filter((d) => runsOn(train, d));
  if (!dates.length) return null;
  return audited(actor, async (tx) => {
    const inRange = and(
      eq(trainClosures.tripId, train.id),
      gte(trainClosures.travelDate, closing.from),
      lte(trainClosures.travelDate, closing.to),
    );
    const before = await tx.select().from(trainClosures).where(inRange);
    let changed: { travelDate: string }[];
    if (closing.closed)
      changed = await tx
        .insert(trainClosures)
        .values(dates.map((travelDate) => ({ tripId: train.id, travelDate, wagonNo: closing.wagonNo })))
        .onConflictDoNothing()
        .returning({ travelDate: trainClosures.travelDate });
    else
      changed = await tx
        .delete(trainClosures)
        .where(closing.wagonNo === 0 ? inRange : and(inRange, eq(trainClosures.wagonNo, closing.wagonNo)))
        .returning({ travelDate: trainClosures.travelDate });
    const days = new Set(changed.map((c) => c.travelDate)).size;
    return {
      result: days,
      entry: days
        ? {
            action: closing.closed ? "train.close" : "train.reopen",
            entity: "train",
            entityId: train.number,
            before: { closed: before.map((c) => ({ date: c.travelDate, wagon: c.wagonNo })) },
            after: {
              wagon: closing.wagonNo,
              from: closing.from,
              to: closing.to,
              dates: [...new Set(changed.map((c) => c.travelDate))].sort(),
            },
          }
        : null,
    };
  });
}
