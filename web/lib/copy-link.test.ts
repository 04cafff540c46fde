import { afterEach, describe, expect, it, vi } from "vitest";
import { copyLink } from "./copy-link";
import { notify } from "./toast";

vi.mock("./toast", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe("copyLink", () => {
  it("copies the address and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await copyLink("https://serviceberry.example/timeline/shared/abc");
    expect(writeText).toHaveBeenCalledWith("https://serviceberry.example/timeline/shared/abc");
    expect(notify.success).toHaveBeenCalledWith("Link copied");
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("asks to copy it by hand when the browser refuses", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: vi.fn().mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError")) } });
    await copyLink("https://serviceberry.example/music/shared/abc");
    expect(notify.error).toHaveBeenCalledWith("We couldn't copy it: select the link and copy it yourself.");
    expect(notify.success).not.toHaveBeenCalled();
  });
});
