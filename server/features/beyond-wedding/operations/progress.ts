import { and, asc, eq, sql } from "drizzle-orm";
import { BEYOND_MODULES, beyondModule, type BeyondItemValues, type BeyondItemView, type BeyondModuleKey, type BeyondModuleProgress } from "../../../../domain/beyond-wedding.ts";
import type { Database } from "../../../db/client.ts";
import { beyondItems } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

type Deps = { db: Database };

type ItemRow = typeof beyondItems.$inferSelect;

function itemView(row: ItemRow): BeyondItemView {
  return { index: row.itemIndex, done: row.done, answer: row.answer, updatedAt: row.updatedAt.toISOString() };
}

function moduleProgress(key: BeyondModuleKey, rows: readonly ItemRow[]): BeyondModuleProgress {
  const { title, items: total } = beyondModule(key);
  // A prompt a later edit of the content removed is not counted (nor shown).
  const items = rows.filter((row) => row.module === key && row.itemIndex < total).map(itemView);
  return { module: key, title, total, doneCount: items.filter((item) => item.done).length, items };
}

/** Every module's saved prompts for the couple, in the modules' order (modules not started have no items). */
export async function readBeyondProgress(deps: Deps, coupleId: string): Promise<{ modules: BeyondModuleProgress[] }> {
  const rows = await deps.db.select().from(beyondItems).where(eq(beyondItems.coupleId, coupleId)).orderBy(asc(beyondItems.module), asc(beyondItems.itemIndex));
  return { modules: BEYOND_MODULES.map((module) => moduleProgress(module.key, rows)) };
}

/** One module's saved prompts for the couple. */
export async function readBeyondModule(deps: Deps, coupleId: string, key: BeyondModuleKey): Promise<BeyondModuleProgress> {
  const rows = await deps.db
    .select()
    .from(beyondItems)
    .where(and(eq(beyondItems.coupleId, coupleId), eq(beyondItems.module, key)))
    .orderBy(asc(beyondItems.itemIndex));
  return moduleProgress(key, rows);
}

/**
 * Ticks a prompt off (or not) and/or saves its answer, in one statement: what is not sent stays as it was,
 * so two partners saving different fields of one prompt at once both keep their change.
 */
export async function saveBeyondItem(deps: Deps, coupleId: string, key: BeyondModuleKey, index: number, values: BeyondItemValues): Promise<BeyondItemView> {
  if (index >= beyondModule(key).items) throw new ApiError(404, "beyond_item_not_found", "That prompt isn't part of this module.");
  const set = {
    updatedAt: sql`now()`,
    ...(values.done !== undefined ? { done: values.done } : {}),
    ...(values.answer !== undefined ? { answer: values.answer } : {}),
  };
  const [row] = await deps.db
    .insert(beyondItems)
    .values({ coupleId, module: key, itemIndex: index, done: values.done ?? false, answer: values.answer ?? "" })
    .onConflictDoUpdate({ target: [beyondItems.coupleId, beyondItems.module, beyondItems.itemIndex], set })
    .returning();
  return itemView(row!);
}
