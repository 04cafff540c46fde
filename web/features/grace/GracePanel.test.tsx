import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GRACE_APOLOGY, type GraceChatResponse } from "@domain/grace";
import type { GraceRequest } from "./api";
import GracePanel from "./GracePanel";

const askGrace = vi.hoisted(() => vi.fn<(body: GraceRequest) => Promise<GraceChatResponse>>());
vi.mock("./api", () => ({ askGrace }));
// The panel's query client lives in lib/query, which reads the session; none is needed here.
vi.mock("@web/lib/auth", () => ({ useAuth: () => ({ onAuthStateChange: () => () => {} }) }));

afterEach(() => {
  askGrace.mockReset();
});

const answer = (response: string): GraceChatResponse => ({
  response,
  suggestTicket: false,
  issueType: "login",
  priority: "medium",
  title: "Signing in: x",
  links: [{ label: "Reset your password", href: "/reset-password" }],
});

describe("Grace's panel", () => {
  it("welcomes, sends on Enter (not Shift+Enter, not blank), shows 'Grace is typing...' and the answer with its links", async () => {
    let resolve!: (value: GraceChatResponse) => void;
    askGrace.mockImplementation(() => new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<GracePanel open onClose={() => {}} />);
    expect(await screen.findByText(/I'm Grace, Serviceberry's support assistant/)).toBeTruthy();
    const input = screen.getByPlaceholderText("Describe your issue...");

    await user.type(input, "   {Enter}");
    expect(askGrace).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, "I forgot my password{Shift>}{Enter}{/Shift}");
    expect(askGrace).not.toHaveBeenCalled();
    await user.type(input, "{Enter}");
    expect(askGrace).toHaveBeenCalledTimes(1);
    const body = askGrace.mock.calls[0]![0];
    expect(body).toMatchObject({ message: "I forgot my password", isVoice: false, conversationHistory: [] });
    expect(body.conversationId).toMatch(/[0-9a-f-]{36}/);
    expect(screen.getByText("Grace is typing...")).toBeTruthy();

    // While loading, another Enter sends nothing.
    await user.type(input, "again{Enter}");
    expect(askGrace).toHaveBeenCalledTimes(1);

    resolve(answer("Choose Forgot password on the sign-in page."));
    expect(await screen.findByText("Choose Forgot password on the sign-in page.")).toBeTruthy();
    expect(screen.queryByText("Grace is typing...")).toBeNull();
    expect(screen.getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe("/reset-password");
  });

  it("sends the conversation so far (without the welcome) and apologizes, word for word, when Grace fails", async () => {
    askGrace.mockResolvedValueOnce(answer("First answer.")).mockRejectedValueOnce(new Error("down"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    render(<GracePanel open onClose={() => {}} />);
    const input = screen.getByPlaceholderText("Describe your issue...");
    await user.type(input, "Hello{Enter}");
    await screen.findByText("First answer.");
    await user.type(input, "Still stuck{Enter}");
    await waitFor(() => expect(screen.getByText(GRACE_APOLOGY)).toBeTruthy());
    expect(askGrace.mock.calls[1]![0].conversationHistory).toEqual([
      { role: "user", content: "Hello" },
      { role: "assistant", content: "First answer." },
    ]);
  });

  it("voice mode shows the record button and its caption instead of the text box", async () => {
    const user = userEvent.setup();
    render(<GracePanel open onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: /switch to voice/ }));
    expect(screen.getByText("Tap to record your question")).toBeTruthy();
    expect(screen.queryByPlaceholderText("Describe your issue...")).toBeNull();
    expect(screen.getByRole("button", { name: "Start recording" })).toBeTruthy();
  });
});
