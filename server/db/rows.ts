/**
 * The rows of a raw `db.execute` answer. Both drivers (PGlite and node-postgres) answer `{ rows }`,
 * but the shared `Database` type leaves the answer's shape to the driver, so it is checked here.
 */
export function executedRows<Row>(result: unknown): Row[] {
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) return result.rows;
  throw new Error("db.execute answered without rows");
}
