/**
 * Train inventory on the database (decision 601): the places sold on a date, read for
 * searches and place plans, taken inside the order's transaction and given back on expiry
 * or cancellation.
 *
 * - `wagonStates(db, trainIds, date)` — every wagon's sold places and held compartments.
 * - `takePlaces(tx, held)` — under a transaction lock of the wagon on that date (so the places
 *   free are read after every earlier sale of the wagon is committed or rolled back), the
 *   places a buyer chose, or, when the site chose them (`anyPlace`), the free places of the
 *   class and compartment rules now (`choosePlaces` on the wagon as it is): 200 buyers of
 *   5 free places get 5 different places (issue 21 item 5), not all the same lowest one.
 *   Compartments first, in number order: a compartment row is inserted, or joined only when
 *   it has the same kind, is not whole and has the berths (one conditional `INSERT … ON
 *   CONFLICT DO UPDATE … WHERE`); then one row per place, `ON CONFLICT DO NOTHING`. The
 *   places held, or null when anything was refused ("This place has just been taken"): the
 *   order's transaction is rolled back.
 *   Nothing is taken of a train or wagon the desk closed that day (decision 119).
 * - `releasePlaces(tx, held)` — deletes only the places this hold sold, and lowers or frees
 *   their compartments; releasing twice changes nothing.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { CompartmentHold, CompartmentKind } from "./codes";
import { runsOn, trainById, type Train, type WagonSpec } from "./catalog";
import {
  choosePlaces,
  compartmentOf,
  refusal,
  type CompartmentState,
  type PartyMember,
  type WagonState,
} from "./compartments";

/** A database or an open transaction. */
export type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface HeldPlaces {
  trainId: number;
  date: string;
  wagonNo: number;
  places: number[];
  /** null in an open-seat car. */
  kind: CompartmentKind | null;
  whole: boolean;
  /** The cart line's hold token: only its own places are given back. */
  hold: string;
  /**
   * The site chose the places ("choose for me"): any free places of the wagon that fit the
   * party and its compartment rules will do, chosen again at hold time when these are gone.
   * A buyer who chose the places (seats or compartment on the plan) gets exactly them or none.
   */
  anyPlace?: boolean;
  /** The travellers (type and gender: who may take which compartment); needed when `anyPlace`. */
  party?: readonly PartyMember[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const list = (values: number[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Every wagon of these trains on a date with its sold places and held compartments. */
export async function wagonStates(db: Tx, trainIds: number[], date: string) {
  const states = new Map<number, Map<number, WagonState>>();
  const ids = trainIds.filter((id) => trainById(id));
  for (const id of ids) {
    const train = trainById(id)!;
    states.set(
      id,
      new Map(train.wagons.map((w) => [w.wagonNo, { ...w, sold: new Set<number>(), compartments: new Map() }])),
    );
  }
  if (!ids.length) return states;
  const [sold, held, closed] = await Promise.all([
    db.execute(
      sql`SELECT trip_id, wagon_no, place_no FROM train_place_sales WHERE travel_date = ${date} AND trip_id IN (${list(ids)})`,
    ),
    db.execute(
      sql`SELECT trip_id, wagon_no, compartment_no, kind, taken FROM train_compartments WHERE travel_date = ${date} AND trip_id IN (${list(ids)})`,
    ),
    db.execute(
      sql`SELECT trip_id, wagon_no FROM train_closures WHERE travel_date = ${date} AND trip_id IN (${list(ids)})`,
    ),
  ]);
  // Closed on the desk (decision 119): wagon 0 is the whole train.
  for (const r of rowsOf<{ trip_id: number; wagon_no: number }>(closed))
    for (const [no, wagon] of states.get(r.trip_id) ?? [])
      if (r.wagon_no === 0 || r.wagon_no === no) (wagon as { closed?: boolean }).closed = true;
  for (const r of rowsOf<{ trip_id: number; wagon_no: number; place_no: number }>(sold))
    (states.get(r.trip_id)?.get(r.wagon_no)?.sold as Set<number> | undefined)?.add(r.place_no);
  for (const r of rowsOf<{
    trip_id: number;
    wagon_no: number;
    compartment_no: number;
    kind: CompartmentHold;
    taken: number;
  }>(held))
    (states.get(r.trip_id)?.get(r.wagon_no)?.compartments as Map<number, CompartmentState> | undefined)?.set(
      r.compartment_no,
      { kind: r.kind, taken: r.taken },
    );
  return states;
}

/** The wagon a hold names, when the train runs that day and the places make sense for it. */
function wagonFor(held: HeldPlaces): { train: Train; wagon: WagonSpec } | null {
  const train = trainById(held.trainId);
  const wagon = train?.wagons.find((w) => w.wagonNo === held.wagonNo);
  if (!train || !wagon || !runsOn(train, held.date) || !held.places.length) return null;
  if (new Set(held.places).size !== held.places.length) return null;
  if (held.places.some((p) => !Number.isInteger(p) || p < 1 || p > wagon.places)) return null;
  if (wagon.berths === 0 ? held.whole : !held.kind) return null;
  return { train, wagon };
}

/**
 * Holds the wagon on that date for the rest of the transaction: concurrent takes of it queue
 * here, and each reads the sales committed before it. (A transaction-level advisory lock on
 * the wagon and date: no row to lock exists for a free place.)
 */
async function lockWagon(tx: Tx, held: HeldPlaces) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${TRAIN_LOCK_SPACE}, hashtext(${`${held.trainId}:${held.date}:${held.wagonNo}`}))`,
  );
}

/** The advisory-lock key space of train wagons (the migration lock uses the one-key form). */
const TRAIN_LOCK_SPACE = 6010;

/**
 * Takes the places (and their compartments) or nothing: the places held, or null when any is
 * gone or its compartment refuses. With `anyPlace`, the site's choice is made again from the
 * places free now when the chosen ones are no longer free.
 */
export async function takePlaces(tx: Tx, held: HeldPlaces): Promise<number[] | null> {
  const found = wagonFor(held);
  if (!found) return null;
  const { train, wagon } = found;
  await lockWagon(tx, held);
  if (await isClosed(tx, held)) return null;
  let wanted = held.places;
  if (held.anyPlace && held.party?.length) {
    const state = (await wagonStates(tx, [held.trainId], held.date)).get(held.trainId)?.get(held.wagonNo);
    if (!state) return null;
    const request = { kind: wagon.berths ? held.kind : null, whole: held.whole, party: held.party };
    if (refusal(state, { ...request, places: wanted }, train.compartmentKinds)) {
      const chosen = choosePlaces(state, request, train.compartmentKinds);
      if (!chosen || chosen.length !== wanted.length) return null;
      wanted = chosen;
    }
  }
  return (await insertPlaces(tx, { ...held, places: wanted }, wagon)) ? [...wanted].sort((a, b) => a - b) : null;
}

/** Whether the desk has closed the train or this wagon on the hold's date (decision 119). */
async function isClosed(tx: Tx, held: HeldPlaces) {
  const rows = await tx.execute(
    sql`SELECT 1 FROM train_closures WHERE trip_id = ${held.trainId} AND travel_date = ${held.date} AND wagon_no IN (0, ${held.wagonNo}) LIMIT 1`,
  );
  return rowsOf(rows).length > 0;
}

async function insertPlaces(tx: Tx, held: HeldPlaces, wagon: WagonSpec): Promise<boolean> {
  const places = [...held.places].sort((a, b) => a - b);
  if (wagon.berths > 0) {
    const byCompartment = new Map<number, number>();
    for (const p of places) {
      const c = compartmentOf(p, wagon.berths);
      byCompartment.set(c, (byCompartment.get(c) ?? 0) + 1);
    }
    if (held.whole && (byCompartment.size !== 1 || places.length !== wagon.berths)) return false;
    const kind: CompartmentHold = held.whole ? "whole" : held.kind!;
    for (const [c, n] of [...byCompartment].sort((a, b) => a[0] - b[0])) {
      const joined = await tx.execute(sql`
        INSERT INTO train_compartments (trip_id, travel_date, wagon_no, compartment_no, places, berths, kind, taken)
        VALUES (${held.trainId}, ${held.date}, ${held.wagonNo}, ${c}, ${wagon.places}, ${wagon.berths}, ${kind}, ${n})
        ON CONFLICT (trip_id, travel_date, wagon_no, compartment_no) DO UPDATE SET taken = train_compartments.taken + EXCLUDED.taken
        WHERE train_compartments.kind = EXCLUDED.kind AND EXCLUDED.kind <> 'whole'
          AND train_compartments.taken + EXCLUDED.taken <= train_compartments.berths
        RETURNING taken`);
      if (!rowsOf(joined).length) return false;
    }
  }
  const values = sql.join(
    places.map(
      (p) =>
        sql`(${held.trainId}, ${held.date}::date, ${held.wagonNo}, ${p}, ${wagon.places}, ${wagon.berths}, ${held.hold})`,
    ),
    sql`, `,
  );
  const inserted = await tx.execute(sql`
    INSERT INTO train_place_sales (trip_id, travel_date, wagon_no, place_no, places, berths, hold) VALUES ${values}
    ON CONFLICT DO NOTHING RETURNING place_no`);
  return rowsOf(inserted).length === places.length;
}

/** Gives back the places this hold sold (none twice) and lowers or frees their compartments. */
export async function releasePlaces(tx: Tx, held: HeldPlaces): Promise<void> {
  const found = wagonFor(held);
  if (!found) return;
  const { wagon } = found;
  const deleted = rowsOf<{ place_no: number }>(
    await tx.execute(sql`
      DELETE FROM train_place_sales WHERE trip_id = ${held.trainId} AND travel_date = ${held.date}
        AND wagon_no = ${held.wagonNo} AND hold = ${held.hold} AND place_no IN (${list(held.places)})
      RETURNING place_no`),
  );
  if (wagon.berths === 0) return;
  const byCompartment = new Map<number, number>();
  for (const { place_no } of deleted) {
    const c = compartmentOf(place_no, wagon.berths);
    byCompartment.set(c, (byCompartment.get(c) ?? 0) + 1);
  }
  for (const [c, n] of [...byCompartment].sort((a, b) => a[0] - b[0])) {
    const where = sql`trip_id = ${held.trainId} AND travel_date = ${held.date} AND wagon_no = ${held.wagonNo} AND compartment_no = ${c}`;
    await tx.execute(sql`DELETE FROM train_compartments WHERE ${where} AND taken <= ${n}`);
    await tx.execute(sql`UPDATE train_compartments SET taken = taken - ${n} WHERE ${where} AND taken > ${n}`);
  }
}
