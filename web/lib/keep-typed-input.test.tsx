import { act, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keepTypedInput } from "./keep-typed-input";

/** A form as server-rendered pages have them: a controlled field reset by an effect, an uncontrolled one, a checkbox. */
function Form({ onName }: { onName(name: string): void }) {
  const [name, setName] = useState("");
  useEffect(() => setName(""), []);
  useEffect(() => {
    onName(name);
  }, [name, onName]);
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Note" defaultValue="" />
      <input aria-label="Outdoor" type="checkbox" defaultChecked={false} />
    </form>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("keepTypedInput", () => {
  it("gives fields typed into before hydration their text back, and React's state hears it", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    let seen = "";
    const onName = (name: string) => {
      seen = name;
    };
    container.innerHTML = renderToString(<Form onName={onName} />);
    const name = container.querySelector<HTMLInputElement>('[aria-label="Name"]')!;
    const note = container.querySelector<HTMLTextAreaElement>("textarea")!;
    const outdoor = container.querySelector<HTMLInputElement>('[type="checkbox"]')!;
    // Typed while the script was still on its way.
    name.value = "Maya";
    outdoor.checked = true;
    keepTypedInput(container);
    // Typed after the script started, before hydration finished.
    note.value = "Rain plan?";
    note.dispatchEvent(new Event("input", { bubbles: true }));

    await act(async () => {
      hydrateRoot(container, <Form onName={onName} />, { onRecoverableError: () => {} });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(name.value).toBe("Maya");
    expect(seen).toBe("Maya");
    expect(note.value).toBe("Rain plan?");
    expect(outdoor.checked).toBe(true);
  });
});
