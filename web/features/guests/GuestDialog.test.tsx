import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FlagName } from "@domain/flags";
import { GuestDialog } from "./GuestDialog";

// Flags are build settings; a test turns them on here instead.
const flagsOn = vi.hoisted(() => new Set<FlagName>());
vi.mock("@web/lib/flags", () => ({ isFlagOn: (flag: FlagName) => flagsOn.has(flag) }));
vi.mock("@web/lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() }, toastError: vi.fn() }));

afterEach(() => {
  flagsOn.clear();
  vi.restoreAllMocks();
});

const E1 = "00000000-0000-4000-8000-0000000000e1";
const E2 = "00000000-0000-4000-8000-0000000000e2";
const EVENTS = [
  { id: E1, name: "Ceremony", kind: "ceremony", eventDate: null, startTime: "", location: "", mealOptions: [] },
  { id: E2, name: "Reception", kind: "reception", eventDate: null, startTime: "", location: "", mealOptions: ["Chicken", "Salmon"] },
];
const COUPLE = { display: "Maya and Theo", partner1: "Maya", partner2: "Theo" };

function renderDialog() {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ guest: { id: "g1" } }), { status: 201, headers: { "content-type": "application/json" } });
  });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GuestDialog open guest={null} events={EVENTS} couple={COUPLE} scope={null} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { sent, onClose };
}

describe("adding a guest", () => {
  it("is one form by default, names the partners' sides, and sends what was typed", async () => {
    const { sent, onClose } = renderDialog();
    expect(screen.getByRole("heading", { name: "Household and address" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Maya's side" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add guest" }));
    expect(screen.getByText("Enter the guest's first name.")).toBeTruthy();
    expect(sent).toHaveLength(0);
    await userEvent.type(screen.getByLabelText("First name"), "Ana");
    await userEvent.type(screen.getByLabelText("Tags"), "Family, College");
    await userEvent.click(screen.getByRole("button", { name: "Add guest" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ firstName: "Ana", tags: ["Family", "College"], eventIds: [E1, E2], householdId: null, tableAssignment: "" });
  });

  it("is a step-by-step wizard with guest_form_wizard, checking each step before the next", async () => {
    flagsOn.add("guest_form_wizard");
    const { sent, onClose } = renderDialog();
    expect(screen.getByText("Step 1 of 4: Who they are")).toBeTruthy();
    expect(screen.queryByLabelText("Household name")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Enter the guest's first name.")).toBeTruthy();
    expect(screen.getByText("Step 1 of 4: Who they are")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("First name"), "Leo");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.type(screen.getByLabelText("Household name"), "The Alvarez family");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 3 of 4: Invitation")).toBeTruthy();
    await userEvent.click(screen.getByLabelText("Ceremony"));
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText("Household name") as HTMLInputElement).value).toBe("The Alvarez family");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 4 of 4: Details")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add guest" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ firstName: "Leo", household: { name: "The Alvarez family" }, eventIds: [E2] });
  });
});
