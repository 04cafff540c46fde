import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatUnreadLink, unreadTarget } from "./ChatUnread";

// The counts are kept per person: each test signs in someone new.
const signedIn = vi.hoisted(() => ({ id: "" }));
vi.mock("@web/lib/auth", () => ({ useAuth: () => ({ user: { id: signedIn.id } }) }));
afterEach(() => vi.restoreAllMocks());

const chat = (coupleId: string, unread: number, mentions = 0, own = false) => ({ coupleId, own, couple: `Couple ${coupleId}`, unread, mentions });

function renderLink(summary: { chats: ReturnType<typeof chat>[]; unread: number; mentions: number }) {
  signedIn.id = `person-${Math.random()}`;
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(summary), { status: 200, headers: { "content-type": "application/json" } }));
  // No query cache around it: the header sits outside the pages' cache.
  render(
    <MemoryRouter>
      <ChatUnreadLink layout="bar" />
    </MemoryRouter>,
  );
}

describe("the header's chat badge", () => {
  it("shows the unread count, says it in words and leads to the busiest chat", async () => {
    renderLink({ chats: [chat("me", 0, 0, true), chat("c2", 3, 1)], unread: 3, mentions: 1 });
    const link = await screen.findByRole("link", { name: "Planning chat, 3 unread messages, 1 mentions you" });
    expect(link.getAttribute("href")).toBe("/contributor/c2/chat");
    expect(screen.getByTestId("unread-badge").textContent).toBe("3");
  });

  it("has no badge when all is read, and nothing at all for someone in no chat", async () => {
    renderLink({ chats: [chat("me", 0, 0, true)], unread: 0, mentions: 0 });
    expect((await screen.findByRole("link", { name: "Planning chat, no unread messages" })).getAttribute("href")).toBe("/contributor/me/chat");
    expect(screen.queryByTestId("unread-badge")).toBeNull();
  });

  it("sends a helper of several couples with nothing unread to their dashboard", () => {
    expect(unreadTarget({ chats: [chat("a", 0), chat("b", 0)], unread: 0, mentions: 0 })).toBe("/contributor-dashboard");
    expect(unreadTarget({ chats: [chat("a", 0), chat("b", 120)], unread: 120, mentions: 0 })).toBe("/contributor/b/chat");
  });
});
