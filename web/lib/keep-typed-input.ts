type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { kind: "text"; value: string } | { kind: "checked"; checked: boolean } | { kind: "select"; value: string };

const SKIPPED_INPUT_TYPES = new Set(["hidden", "file", "submit", "button", "reset", "image"]);

function isField(target: EventTarget | null): target is Field {
  if (target instanceof HTMLInputElement) return !SKIPPED_INPUT_TYPES.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function readField(field: Field): Typed {
  if (field instanceof HTMLSelectElement) return { kind: "select", value: field.value };
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) return { kind: "checked", checked: field.checked };
  return { kind: "text", value: field.value };
}

/** Changed from what the server rendered: typed, ticked or picked before this script ran. */
function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Puts a typed value back the way a person would, so React's change handlers (and form libraries) see
 * it even where hydration left the text on screen but the state empty. React notes each field's value
 * (through the element's own `value`/`checked` property) and fires onChange only for a value that
 * differs from the noted one: so the field is first set, through that property, to something else,
 * then to the typed value through the prototype's setter (as the browser does), and the event follows.
 */
function restoreField(field: Field, typed: Typed): void {
  if (typed.kind === "checked") {
    const input = field as HTMLInputElement;
    input.checked = !typed.checked;
    input.click();
    return;
  }
  field.value = typed.value === "" ? " " : "";
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, typed.value);
  field.dispatchEvent(new Event(typed.kind === "select" ? "change" : "input", { bubbles: true }));
}

/** React has hydrated the field: it keeps its props on the element (a Suspense boundary may hydrate after the rest). */
const isHydrated = (field: Field) => Object.keys(field).some((key) => key.startsWith("__reactProps$"));

const POLL_MS = 50;
/** Sent once what was typed before hydration is back in the hydrated fields (scripts/prerender.mjs listens). */
const TYPED_INPUT_KEPT_EVENT = "serviceberry:typed-input-kept";
const GIVE_UP_MS = 20_000;

/**
 * Keeps what a person typed into a server-rendered page before it hydrated (issue 27): hydration and
 * a form's first effects may leave the text on screen while the form's state is empty, or put the
 * rendered value back. Fields changed before this script ran, and fields changed until React has
 * hydrated them, are noted; a poll gives each its value back one beat after React has taken it over
 * (past its first effects, such as a form's reset). Fields no longer on the page are dropped.
 */
export function keepTypedInput(root: HTMLElement): void {
  const typed = new Map<Field, Typed>();
  // Once the page has hydrated and every kept value is back, a button pressed before the app started may
  // be pressed again (the start script, scripts/prerender.mjs, waits for this): a form sent earlier would
  // see its fields change under it (a server's field error cleared by the restored value's input event).
  let hydrated = false;
  let announced = false;
  window.addEventListener("serviceberry:hydrated", () => (hydrated = true), { once: true });
  const announceWhenKept = (force = false) => {
    if (announced || !(force || (hydrated && typed.size === 0))) return;
    announced = true;
    window.dispatchEvent(new Event(TYPED_INPUT_KEPT_EVENT));
  };
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    if (isField(field) && isChanged(field)) typed.set(field, readField(field));
  }
  const note = (event: Event) => {
    // Only until React has the field: afterwards its own handlers keep what is typed.
    if (isField(event.target) && !isHydrated(event.target)) typed.set(event.target, readField(event.target));
  };
  root.addEventListener("input", note, true);
  root.addEventListener("change", note, true);
  const seenHydrated = new Set<Field>();
  const started = Date.now();
  const timer = setInterval(() => {
    for (const [field, value] of typed) {
      if (!field.isConnected) typed.delete(field);
      else if (seenHydrated.has(field)) {
        typed.delete(field);
        restoreField(field, value);
      } else if (isHydrated(field)) seenHydrated.add(field);
    }
    announceWhenKept();
    // Listening until then: a part of the page may hydrate late (a Suspense boundary), and is typed into meanwhile.
    if (Date.now() - started > GIVE_UP_MS) {
      announceWhenKept(true);
      clearInterval(timer);
      root.removeEventListener("input", note, true);
      root.removeEventListener("change", note, true);
    }
  }, POLL_MS);
}
