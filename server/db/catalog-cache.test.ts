import { describe, expect, it } from "vitest";
import { createCatalogCacheFor } from "./catalog-cache.ts";
import type { CatalogueVersion } from "./catalogue-version.ts";

/** A catalog version reader at the version the test sets. */
function fakeCatalog() {
  const state = { version: 1 };
  const catalogue: CatalogueVersion = { current: async () => state.version };
  return { catalogue, state };
}

/** A compute the test finishes by hand, counting how often it was started. */
function manualCompute() {
  const pending: ((value: string) => void)[] = [];
  let started = 0;
  const compute = (version: number) => {
    started++;
    return new Promise<string>((resolve) => pending.push((value) => resolve(`${value}@${version}`)));
  };
  return { compute, finish: (value: string) => pending.shift()!(value), started: () => started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("catalog cache", () => {
  it("starts one compute for many askers of the same key and version, and a new one once the version moves", async () => {
    const { catalogue, state } = fakeCatalog();
    const cache = createCatalogCacheFor<string>(catalogue);
    const work = manualCompute();
    const asks = Array.from({ length: 50 }, () => cache.get("page", work.compute));
    await tick();
    expect(work.started()).toBe(1);
    work.finish("a");
    expect(new Set(await Promise.all(asks))).toEqual(new Set(["a@1"]));
    expect(await cache.get("page", work.compute)).toBe("a@1");

    state.version = 2;
    const after = cache.get("page", work.compute);
    await tick();
    expect(work.started()).toBe(2);
    work.finish("b");
    expect(await after).toBe("b@2");
  });

  it("past its age serves the kept value while one compute runs, only when asked to", async () => {
    let clock = 0;
    const { catalogue } = fakeCatalog();
    const stale = createCatalogCacheFor<string>(catalogue, { ttlMs: 10, staleWhileRevalidate: true, now: () => clock });
    const work = manualCompute();
    const first = stale.get("page", work.compute);
    await tick();
    work.finish("a");
    expect(await first).toBe("a@1");

    clock = 11;
    expect(await stale.get("page", work.compute)).toBe("a@1");
    expect(await stale.get("page", work.compute)).toBe("a@1");
    expect(work.started()).toBe(2);
    work.finish("b");
    await tick();
    expect(await stale.get("page", work.compute)).toBe("b@1");

    // Without the option, an old value is computed again before it is answered.
    const strict = createCatalogCacheFor<string>(catalogue, { ttlMs: 10, now: () => clock });
    const strictWork = manualCompute();
    const kept = strict.get("page", strictWork.compute);
    await tick();
    strictWork.finish("a");
    await kept;
    clock = 30;
    const again = strict.get("page", strictWork.compute);
    await tick();
    expect(strictWork.started()).toBe(2);
    strictWork.finish("c");
    expect(await again).toBe("c@1");
  });

  it("forgets a failed compute, so the next ask tries again", async () => {
    const { catalogue } = fakeCatalog();
    const cache = createCatalogCacheFor<string>(catalogue);
    await expect(cache.get("page", async () => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    expect(await cache.get("page", async () => "ok")).toBe("ok");
  });
});
