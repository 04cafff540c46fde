import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { BrowserRouter, Link, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useUnsavedChangesPrompt } from "./unsaved-changes";

function EditForm() {
  const [text, setText] = useState("");
  const prompt = useUnsavedChangesPrompt(text !== "", "your notes");
  return (
    <>
      <label>
        Notes
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => setText("")}>
        Save
      </button>
      <Link to="/venues">Explore venues</Link>
      <Link to="/profile?tab=settings">Settings tab</Link>
      {prompt}
    </>
  );
}

function App() {
  return (
    <BrowserRouter>
      <nav>
        <Link to="/profile">Profile</Link>
      </nav>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/profile" element={<EditForm />} />
        <Route path="/venues" element={<h1>Venues</h1>} />
      </Routes>
    </BrowserRouter>
  );
}

/** Opens the form from the home page, so there is somewhere to go Back to. */
async function openForm() {
  const user = userEvent.setup();
  render(<App />);
  await user.click(screen.getByRole("link", { name: "Profile" }));
  return user;
}

async function pressBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const dialog = () => screen.queryByRole("dialog", { name: "Leave without saving?" });

beforeEach(() => window.history.replaceState(null, "", "/"));
afterEach(() => window.history.replaceState(null, "", "/"));

describe("useUnsavedChangesPrompt (issue 11: unsaved edits were lost without a prompt)", () => {
  it("lets links work as usual while nothing has changed", async () => {
    const user = await openForm();
    await user.click(screen.getByRole("link", { name: "Explore venues" }));
    expect(screen.getByRole("heading", { name: "Venues" })).toBeTruthy();
    expect(dialog()).toBeNull();
  });

  it("asks before a link leaves unsaved changes; Keep editing stays with the text, Leave goes", async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText("Notes"), "Grandma needs step-free access");
    await user.click(screen.getByRole("link", { name: "Explore venues" }));

    expect(dialog()).toBeTruthy();
    expect(screen.getByText(/your notes will be lost/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Keep editing" })).toBe(document.activeElement);
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(dialog()).toBeNull();
    expect(window.location.pathname).toBe("/profile");
    expect((screen.getByLabelText("Notes") as HTMLInputElement).value).toBe("Grandma needs step-free access");

    await user.click(screen.getByRole("link", { name: "Explore venues" }));
    await user.click(screen.getByRole("button", { name: "Leave without saving" }));
    expect(screen.getByRole("heading", { name: "Venues" })).toBeTruthy();
    expect(window.location.pathname).toBe("/venues");
  });

  it("lets a link within the same page through (a tab), and stops asking once saved", async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText("Notes"), "x");
    await user.click(screen.getByRole("link", { name: "Settings tab" }));
    expect(dialog()).toBeNull();
    expect(window.location.search).toBe("?tab=settings");

    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(screen.getByRole("link", { name: "Explore venues" }));
    expect(dialog()).toBeNull();
    expect(screen.getByRole("heading", { name: "Venues" })).toBeTruthy();
  });

  it("asks when Back would leave unsaved changes, and keeps asking until the person leaves", async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText("Notes"), "Sage and ivory");

    await pressBack();
    expect(dialog()).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(window.location.pathname).toBe("/profile");
    expect((screen.getByLabelText("Notes") as HTMLInputElement).value).toBe("Sage and ivory");

    await pressBack();
    expect(dialog()).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Leave without saving" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(window.location.pathname).toBe("/");
    expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
  });

  it("asks the browser to confirm closing the tab only while there are changes", async () => {
    const user = await openForm();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText("Notes"), "x");
    expect(unload()).toBe(true);
  });
});
