import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "./api";
import { isReauthenticationPending, settleReauthentication, subscribeToReauthentication, withReauthentication } from "./reauth";

const stale = () => new ApiRequestError(403, "reauthentication_required", "For your security, please enter your password again to continue.");

/** Settles the dialog as a person would, once it has opened. */
function answerDialog(confirmed: boolean) {
  const unsubscribe = subscribeToReauthentication(() => {
    if (!isReauthenticationPending()) return;
    unsubscribe();
    queueMicrotask(() => settleReauthentication(confirmed));
  });
}

describe("withReauthentication", () => {
  it("asks for the password once and retries the action after it is confirmed", async () => {
    const action = vi.fn<() => Promise<string>>().mockRejectedValueOnce(stale()).mockResolvedValueOnce("done");
    answerDialog(true);
    await expect(withReauthentication(action)).resolves.toBe("done");
    expect(action).toHaveBeenCalledTimes(2);
    expect(isReauthenticationPending()).toBe(false);
  });

  it("gives the original error back when the person cancels", async () => {
    const action = vi.fn<() => Promise<string>>().mockRejectedValue(stale());
    answerDialog(false);
    await expect(withReauthentication(action)).rejects.toMatchObject({ code: "reauthentication_required" });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("leaves other errors alone, without opening the dialog", async () => {
    const opened = vi.fn();
    const unsubscribe = subscribeToReauthentication(opened);
    await expect(withReauthentication(() => Promise.reject(new ApiRequestError(403, "forbidden", "No")))).rejects.toMatchObject({ code: "forbidden" });
    unsubscribe();
    expect(opened).not.toHaveBeenCalled();
  });
});
