import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Compass } from "lucide-react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccountUser } from "@domain/account";
import type { FlagName } from "@domain/flags";
import { CityProvider } from "@web/lib/city";
import { AccountPageShell, ProfilePanel } from "./AccountPageShell";
import { CoupleProfileForm, SaveBar } from "./CoupleProfileForm";
import { accountQueries } from "./api";

// Flags are build settings; a test turns them on here instead.
const flagsOn = vi.hoisted(() => new Set<FlagName>());
vi.mock("@web/lib/flags", () => ({ isFlagOn: (flag: FlagName) => flagsOn.has(flag) }));
vi.mock("@web/lib/auth", () => ({ useAuth: () => ({ signOut: async () => {}, refresh: async () => null }) }));

afterEach(() => {
  flagsOn.clear();
  vi.restoreAllMocks();
});

const user: AccountUser = {
  id: "u1",
  email: "avery@example.com",
  created_at: "2026-01-01T00:00:00.000Z",
  aud: "authenticated",
  email_verified: true,
  app_metadata: { provider: "email" },
  user_metadata: { user_type: "couple", is_admin: false, name: "Avery" },
  is_admin: false,
  is_venue_owner: false,
  is_vendor: false,
  is_couple: true,
  is_contributor: false,
};

const PROFILE = {
  partner1Name: "Avery",
  partner2Name: "Sam",
  weddingDate: null,
  guestCount: 120,
  city: "columbus",
  weddingStyle: null,
  ceremonyType: null,
  venueStatus: "shortlisted",
  colorPalette: null,
  notes: null,
};

function renderAccount() {
  // The profile is already loaded: no request goes out until Save.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(accountQueries.coupleProfile().queryKey, { profile: PROFILE } as never);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/couple-account"]}>
        <CityProvider>
          <AccountPageShell
            user={user}
            eyebrow="Couple account"
            title="My Account"
            intro="Your wedding profile."
            links={[{ to: "/venues", icon: Compass, title: "Explore venues", description: "Ohio and Tennessee venues" }]}
            tabsLabel="Account sections"
            tabs={[
              {
                value: "profile",
                label: "Wedding profile",
                content: (
                  <ProfilePanel>
                    <CoupleProfileForm variant="full" />
                  </ProfilePanel>
                ),
              },
            ]}
          />
        </CityProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const follows = (later: Element, earlier: Element) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
const saveBar = () => screen.getByText(/No unsaved changes|You have unsaved changes/).closest("p")!.parentElement!;

describe("profile_layout_v2", () => {
  it("off: the shortcuts are a row of cards above the tabs", () => {
    renderAccount();
    const shortcuts = screen.getByRole("navigation", { name: "Shortcuts" });
    expect(follows(screen.getByRole("tablist"), shortcuts)).toBe(true);
    expect(screen.queryByRole("heading", { name: "Shortcuts" })).toBeNull();
  });

  it("on: the shortcuts are a titled column after the tabs", () => {
    flagsOn.add("profile_layout_v2");
    renderAccount();
    const shortcuts = screen.getByRole("navigation", { name: "Shortcuts" });
    expect(follows(shortcuts, screen.getByRole("tablist"))).toBe(true);
    expect(screen.getByRole("heading", { name: "Shortcuts" })).toBeTruthy();
    expect(shortcuts.querySelector("a")?.getAttribute("href")).toBe("/venues");
  });
});

describe("profile_redundant_boxes_removed", () => {
  it("off: the form sits in a card and the save bar is always boxed", async () => {
    renderAccount();
    await screen.findByLabelText("Partner 1's name");
    expect(screen.getByTestId("profile-panel").className).toMatch(/\bborder\b/);
    expect(saveBar().className).toMatch(/\bborder\b/);
  });

  it("on: no card around the form, and the save bar is boxed only with changes to save", async () => {
    flagsOn.add("profile_redundant_boxes_removed");
    renderAccount();
    const name = await screen.findByLabelText("Partner 1's name");
    expect(screen.getByTestId("profile-panel").className).not.toMatch(/\bborder\b/);
    expect(name).toBeTruthy();
    expect(saveBar().className).not.toMatch(/\bborder\b/);
  });

  it("on: the save bar is boxed again once there are changes to save", () => {
    flagsOn.add("profile_redundant_boxes_removed");
    // (react-hook-form's dirty state does not follow typing under happy-dom, so the bar is rendered dirty here.)
    render(<SaveBar dirty submitting={false} submitLabel="Save profile" onDiscard={() => {}} sticky />);
    expect(saveBar().className).toMatch(/\bborder\b/);
  });
});

describe("venue_pref_box_removed", () => {
  async function saveAndReadBody(): Promise<Record<string, unknown>> {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify({ profile: PROFILE }), { status: 200, headers: { "content-type": "application/json" } }));
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText("Partner 1's name"), "-Lee");
    await person.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [input, init] = fetchSpy.mock.calls[0]!;
    const body = input instanceof Request ? await input.text() : String(init?.body);
    return JSON.parse(body) as Record<string, unknown>;
  }

  it("off: the couple profile has the Venue search box and saves it", async () => {
    renderAccount();
    expect(await screen.findByLabelText("Venue search")).toBeTruthy();
    const body = await saveAndReadBody();
    expect(body).toMatchObject({ partner1Name: "Avery-Lee" });
    expect(body).toHaveProperty("venueStatus");
  });

  it("on: no Venue search box, and saving leaves the stored answer alone", async () => {
    flagsOn.add("venue_pref_box_removed");
    renderAccount();
    await screen.findByLabelText("Partner 1's name");
    expect(screen.queryByLabelText("Venue search")).toBeNull();
    expect(screen.getByLabelText("Wedding style")).toBeTruthy();
    const body = await saveAndReadBody();
    expect(body).toMatchObject({ partner1Name: "Avery-Lee" });
    expect(body).not.toHaveProperty("venueStatus");
  });
});
