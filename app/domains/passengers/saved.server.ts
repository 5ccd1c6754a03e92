import { and, asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { savedPassengers } from "~/db/schema";

/**
 * The saved-passenger store. Every function takes the owner's user id and only ever
 * touches that user's rows: an id from a URL or form never reaches another user's data.
 */
export type SavedPassenger = typeof savedPassengers.$inferSelect;
export type SavedPassengerInput = Omit<
  typeof savedPassengers.$inferInsert,
  "id" | "userId" | "createdAt" | "updatedAt"
>;

export async function listSavedPassengers(userId: number): Promise<SavedPassenger[]> {
  const db = await getDb();
  return db
    .select()
    .from(savedPassengers)
    .where(eq(savedPassengers.userId, userId))
    .orderBy(asc(savedPassengers.lastName), asc(savedPassengers.firstName));
}

export async function getSavedPassenger(userId: number, id: number): Promise<SavedPassenger | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(savedPassengers)
    .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function addSavedPassenger(userId: number, input: SavedPassengerInput): Promise<SavedPassenger> {
  const db = await getDb();
  const [row] = await db
    .insert(savedPassengers)
    .values({ ...input, userId })
    .returning();
  return row;
}

export async function updateSavedPassenger(
  userId: number,
  id: number,
  input: SavedPassengerInput,
): Promise<SavedPassenger | null> {
  const db = await getDb();
  const [row] = await db
    .update(savedPassengers)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteSavedPassenger(userId: number, id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(savedPassengers)
    .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
    .returning({ id: savedPassengers.id });
  return rows.length > 0;
}

/**
 * Remembers the travellers of a booking: a passenger with the same document (national ID
 * or passport number) is updated, a new one added.
 */
export async function rememberPassengers(userId: number, passengers: SavedPassengerInput[]) {
  const existing = await listSavedPassengers(userId);
  for (const p of passengers) {
    const same = existing.find(
      (e) =>
        (p.nationalId && e.nationalId === p.nationalId) || (p.passportNumber && e.passportNumber === p.passportNumber),
    );
    if (same) await updateSavedPassenger(userId, same.id, p);
    else await addSavedPassenger(userId, p);
  }
}
