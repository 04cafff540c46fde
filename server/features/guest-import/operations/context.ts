import { and, asc, eq, isNull } from "drizzle-orm";
import { buildImportPlan, ImportFileError, IMPORT_ROWS_MAX, readImportText, type ExistingGuest, type GuestImportInput, type ImportField, type ImportPlan, type ReadFile } from "../../../../domain/guest-import/index.ts";
import type { AppDeps } from "../../../deps.ts";
import type { Database } from "../../../db/client.ts";
import { coupleProfiles, guests, weddingEvents } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

export type ImportDeps = Pick<AppDeps, "db" | "logger">;
export type Reader = Pick<Database, "select">;

const running = new Set<string>();

/**
 * One import (or preview) at a time per couple in this process: a file costs memory while it is read
 * and planned, so a second one sent meanwhile is refused with 409 rather than read alongside (three
 * 15 MB files at once peaked at 2.4 GB, issue 25). Imports also take a database lock, for other processes.
 */
export async function oneAtATime<T>(coupleId: string, work: () => Promise<T>): Promise<T> {
  if (running.has(coupleId)) throw importInProgress();
  running.add(coupleId);
  try {
    return await work();
  } finally {
    running.delete(coupleId);
  }
}

export const importInProgress = () =>
  new ApiError(409, "import_in_progress", "Another import into this guest list is still running. Wait for it to finish, then try again.");

/** The couple's live guests, for the duplicate check (only what matching needs). */
export async function existingGuests(db: Reader, coupleId: string): Promise<ExistingGuest[]> {
  return db
    .select({ id: guests.id, householdId: guests.householdId, firstName: guests.firstName, lastName: guests.lastName, email: guests.email })
    .from(guests)
    .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt)));
}

export async function existingEvents(db: Reader, coupleId: string) {
  return db
    .select({ id: weddingEvents.id, name: weddingEvents.name, position: weddingEvents.position })
    .from(weddingEvents)
    .where(eq(weddingEvents.coupleId, coupleId))
    .orderBy(asc(weddingEvents.position));
}

async function partnerNames(db: Reader, coupleId: string): Promise<[string, string]> {
  const [profile] = await db
    .select({ one: coupleProfiles.partner1Name, two: coupleProfiles.partner2Name })
    .from(coupleProfiles)
    .where(eq(coupleProfiles.id, coupleId))
    .limit(1);
  return [profile?.one?.split(" ")[0] ?? "", profile?.two?.split(" ")[0] ?? ""];
}

/** Reads the text, checks the mapping against its columns, and plans the import against the list. */
export async function planImport(
  db: Reader,
  coupleId: string,
  input: Pick<GuestImportInput, "text"> & { mapping?: ImportField[] },
): Promise<{ read: ReadFile; mapping: ImportField[]; plan: ImportPlan; existing: ExistingGuest[] }> {
  let read: ReadFile;
  const tooMany = (rows: number) =>
    new ImportFileError("too_many_rows", `That file has over ${rows.toLocaleString("en-US")} rows; a guest list holds up to ${IMPORT_ROWS_MAX.toLocaleString("en-US")}.`);
  try {
    read = readImportText(input.text, { rows: IMPORT_ROWS_MAX, error: tooMany });
  } catch (error) {
    if (error instanceof ImportFileError && error.code === "too_many_rows") throw new ApiError(413, "too_many_rows", error.message);
    if (error instanceof ImportFileError) throw new ApiError(422, "unreadable_file", error.message, { text: [error.message] });
    throw error;
  }
  if (read.table.rows.length > IMPORT_ROWS_MAX) throw new ApiError(413, "too_many_rows", tooMany(read.table.rows.length).message);
  const mapping = input.mapping ?? read.mapping;
  if (mapping.length !== read.table.headers.length) {
    const message = `The mapping names ${mapping.length} columns but the file has ${read.table.headers.length}. Upload the file again to map its columns.`;
    throw new ApiError(400, "mapping_mismatch", message, { mapping: [message] });
  }
  const [existing, names] = await Promise.all([existingGuests(db, coupleId), partnerNames(db, coupleId)]);
  const plan = buildImportPlan(read.table, mapping, { existing, partnerNames: names, groupNeighbors: read.format === "zolaRsvp" });
  return { read, mapping, plan, existing };
}
