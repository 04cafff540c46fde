import { sql, type SQL } from "drizzle-orm";

/** A text[] of bound parameters (an empty list too): `array[$1, $2]::text[]`. */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
