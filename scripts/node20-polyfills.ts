// Node 20 lacks Map.groupBy and Object.groupBy (Node 21+); Vitest's reporter and better-auth's
// CLI call them. Loaded by the tools' configs only; the app itself does not rely on them.
type KeyOf<T, K> = (item: T, index: number) => K;

function group<T, K>(items: Iterable<T>, keyOf: KeyOf<T, K>): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  let index = 0;
  for (const item of items) {
    const key = keyOf(item, index++);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const mapConstructor = Map as unknown as { groupBy?: unknown };
if (typeof mapConstructor.groupBy !== "function") {
  mapConstructor.groupBy = group;
}
const objectConstructor = Object as unknown as { groupBy?: unknown };
if (typeof objectConstructor.groupBy !== "function") {
  objectConstructor.groupBy = <T>(items: Iterable<T>, keyOf: KeyOf<T, PropertyKey>) =>
    Object.assign(Object.create(null), Object.fromEntries(group(items, keyOf)));
}
