import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FlagName } from "@domain/flags";
import BeyondWeddingPage from "./BeyondWeddingPage";

// Flags are build settings; a test turns them on here instead.
const flagsOn = vi.hoisted(() => new Set<FlagName>());
vi.mock("@web/lib/flags", () => ({ isFlagOn: (flag: FlagName) => flagsOn.has(flag) }));
vi.mock("@web/lib/auth", () => ({ useAuth: () => ({ status: "signed-out", user: null }) }));

afterEach(() => flagsOn.clear());

function renderOverview() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/beyond-wedding"]}>
        <BeyondWeddingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("intake_tab_copy_polish on the Beyond the Wedding overview", () => {
  it("off: the original intake wording", () => {
    renderOverview();
    expect(screen.getByRole("link", { name: "Start with the June intake" }).getAttribute("href")).toBe("/june-voice-intake");
    expect(screen.getByRole("heading", { name: "Begin with a conversation" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Your intake: one honest conversation" })).toBeNull();
  });

  it("on: the polished intake wording, with the same destinations and both intake cards", () => {
    flagsOn.add("intake_tab_copy_polish");
    renderOverview();
    expect(screen.getByRole("link", { name: "Start your intake with June" }).getAttribute("href")).toBe("/june-voice-intake");
    expect(screen.getByRole("heading", { name: "Your intake: one honest conversation" })).toBeTruthy();
    expect(screen.getByText(/Six questions, about 20 minutes/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Start with the June intake" })).toBeNull();
    expect(screen.getByRole("link", { name: "Open June voice intake" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open Intake scheduling" })).toBeTruthy();
  });
});
