import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTimers } from "./timers";

describe("createTimers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("resolves a wait after its delay", async () => {
    const timers = createTimers();
    const done = vi.fn();
    void timers.wait(300).then(done);
    await vi.advanceTimersByTimeAsync(299);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it("clears every pending timer on cancel, and schedules nothing afterwards", async () => {
    const timers = createTimers();
    const done = vi.fn();
    void timers.wait(100).then(done);
    void timers.wait(3_000).then(done);
    expect(vi.getTimerCount()).toBe(2);
    timers.cancel();
    expect(vi.getTimerCount()).toBe(0);
    void timers.wait(50).then(done);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(done).not.toHaveBeenCalled();
  });

  it("stops a looping script where it stands", async () => {
    const timers = createTimers();
    let rounds = 0;
    void (async () => {
      for (;;) {
        await timers.wait(1_000);
        rounds++;
      }
    })();
    await vi.advanceTimersByTimeAsync(3_500);
    expect(rounds).toBe(3);
    timers.cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(rounds).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
