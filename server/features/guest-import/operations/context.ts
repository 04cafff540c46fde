import { and, asc, eq, isNull } from "drizzle-orm";
import { buildImportPlan, ImportFileError, IMPORT_ROWS_MAX, readImportText, type ExistingGuest, type GuestImportInput, type ImportField, type ImportPlan, type ReadFile } from "../../../../domain/guest-import/index.ts";
import type { AppDeps } from "../../../deps.ts";
import type { Database } from "../../../db/client.ts";
import { coupleProfiles, guests, weddingEvents } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

export type ImportDeps = Pick<AppDeps, "db" | "logger">;
export type Reader = Pick<Database, "select">;

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
  try {
    read = readImportText(input.text);
  } catch (error) {
    if (error instanceof ImportFileError) throw new ApiError(422, "unreadable_file", error.message, { text: [error.message] });
    throw error;
  }
  if (read.table.rows.length > IMPORT_ROWS_MAX) {
    throw new ApiError(413, "too_many_rows", `That file has ${read.table.rows.length.toLocaleString("en-US")} rows; a guest list holds up to ${IMPORT_ROWS_MAX.toLocaleString("en-US")}.`);
  }
  const mapping = input.mapping ?? read.mapping;
  if (mapping.length !== read.table.headers.length) {
    const message = `The mapping names ${mapping.length} columns but the file has ${read.table.headers.length}. Upload the file again to map its columns.`;
    throw new ApiError(400, "mapping_mismatch", message, { mapping: [message] });
  }
  const [existing, names] = await Promise.all([existingGuests(db, coupleId), partnerNames(db, coupleId)]);
  const plan = buildImportPlan(read.table, mapping, { existing, partnerNames: names });
  return { read, mapping, plan, existing };
}
