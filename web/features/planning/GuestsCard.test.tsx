import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { GuestsCard } from "./CoupleDashboardPage";

const renderCard = (guests: Parameters<typeof GuestsCard>[0]["guests"]) =>
  render(
    <MemoryRouter>
      <GuestsCard guests={guests} />
    </MemoryRouter>,
  );

describe("the dashboard's guests card", () => {
  it("invites a couple with no guests to start the list", () => {
    renderCard({ total: 0, attending: 0, pending: 0, declined: 0, invitationsSent: 0, events: [] });
    const card = screen.getByTestId("guests-card");
    expect(card.textContent).toContain("Add the people you'd love there, or import a spreadsheet");
    expect(within(card).getByRole("link", { name: "Start your guest list" }).getAttribute("href")).toBe("/planning/guest-list-manager");
  });

  it("shows the answers, attending per event and the invitations sent", () => {
    renderCard({
      total: 1204,
      attending: 80,
      pending: 1100,
      declined: 24,
      invitationsSent: 1,
      events: [
        { eventId: "a", name: "Ceremony", invited: 1204, attending: 80, pending: 1100, declined: 24 },
        { eventId: "b", name: "Sunday brunch", invited: 30, attending: 12, pending: 18, declined: 0 },
      ],
    });
    const card = screen.getByTestId("guests-card");
    const figures = [...card.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(figures).toEqual(["Guests: 1,204", "Attending: 80", "Waiting to hear: 1,100", "Declined: 24"]);
    const events = within(within(card).getByRole("list", { name: "Attending by event" })).getAllByRole("listitem");
    expect(events.map((li) => li.textContent)).toEqual(["Ceremony80 of 1,204 attending", "Sunday brunch12 of 30 attending"]);
    expect(card.textContent).toContain("1 household has their invitation.");
    expect(within(card).getByRole("link", { name: "Open the guest list" }).getAttribute("href")).toBe("/planning/guest-list-manager");
  });

  it("leaves the per-event list out when there is a single event", () => {
    renderCard({ total: 2, attending: 0, pending: 2, declined: 0, invitationsSent: 0, events: [{ eventId: "a", name: "Reception", invited: 2, attending: 0, pending: 2, declined: 0 }] });
    expect(screen.queryByRole("list", { name: "Attending by event" })).toBeNull();
    expect(screen.getByTestId("guests-card").textContent).toContain("Invitations haven't gone out yet.");
  });
});
