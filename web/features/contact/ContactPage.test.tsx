import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import ContactPage from "./ContactPage";

function renderContact(path = "/contact") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContactPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("the contact form", () => {
  it("refuses a too-short message in the browser: the error shows on the message only and nothing is sent", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderContact();
    await user.type(screen.getByLabelText("Your name"), "Sam");
    await user.type(screen.getByLabelText("Email address"), "sam@example.com");
    await user.type(screen.getByLabelText("Message"), "Hi there");
    expect(screen.getByText("8 / 5,000")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please write at least 10 characters")).toBeTruthy();
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("Please enter your name")).toBeNull();
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
