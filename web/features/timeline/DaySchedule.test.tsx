import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setApiFetch } from "@web/lib/api";
import { DaySchedule } from "./DaySchedule";

const event = (id: string, title: string, startMinutes: number, durationMinutes: number, place: string, people: string[] = []) => ({
  id,
  title,
  startMinutes,
  durationMinutes,
  place,
  people,
  vendors: [],
  notes: "",
});

const day = [
  event("e1", "Hair and makeup", 9 * 60, 180, "Bridal Suite", ["Maya", "Priya"]),
  event("e2", "Wedding party photos", 11 * 60, 60, "Rose Garden", ["Priya", "Jordan"]),
  event("e3", "Ceremony", 16 * 60, 30, "Chapel", ["Maya", "Jordan"]),
];

function renderSchedule(canEdit = true) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  setApiFetch(async (input, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method: init?.method ?? "GET", url: String(input), body });
    return new Response(JSON.stringify({ event: { id: "e", ...body } }), { status: 200, headers: { "content-type": "application/json" } });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DaySchedule events={day} canEdit={canEdit} />
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(() => setApiFetch(fetch));

describe("the day-of schedule", () => {
  it("lists the day in order and flags someone wanted in two places", () => {
    renderSchedule();
    const items = within(screen.getByRole("list", { name: "Day-of schedule" })).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("p.font-semibold")?.textContent)).toEqual(["Hair and makeup", "Wedding party photos", "Ceremony"]);
    expect(screen.getByRole("alert").textContent).toContain('Priya is in "Hair and makeup" and "Wedding party photos" at 11:00 AM, in two places at once.');
    expect(items[0]!.textContent).toContain("Priya double-booked");
    expect(items[2]!.textContent).not.toContain("Conflict");
  });

  it("moves an event later with the keyboard, retiming it after the one it now follows", async () => {
    const sent = renderSchedule();
    const user = userEvent.setup();
    const later = screen.getByRole("button", { name: "Move Hair and makeup later" });
    later.focus();
    await user.keyboard("{Enter}");
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ method: "PUT", body: { title: "Hair and makeup", startMinutes: 12 * 60, durationMinutes: 180 } });
    expect(sent[0]!.url).toContain("/api/timeline/events/e1");
    expect(screen.getByRole("button", { name: "Move Hair and makeup earlier" }).hasAttribute("disabled")).toBe(true);
  });

  it("changes a start time in place", async () => {
    const sent = renderSchedule();
    const user = userEvent.setup();
    const time = screen.getByLabelText("Start time of Ceremony");
    await user.clear(time);
    await user.type(time, "16:30");
    await user.tab();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.body).toMatchObject({ title: "Ceremony", startMinutes: 16 * 60 + 30 });
  });

  it("shows no controls to someone who may only view it", () => {
    renderSchedule(false);
    expect(screen.queryByRole("button", { name: /Move/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add an event" })).toBeNull();
    expect(screen.getByText("4:00 PM")).toBeTruthy();
  });
});
