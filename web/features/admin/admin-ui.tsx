import { ChevronLeft, ChevronRight, Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";

export const ADMIN_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/** A search box that reports its text after a short pause in typing (and at once on Enter). */
export function SearchField({ label, placeholder, value, onSearch }: { label: string; placeholder: string; value: string; onSearch(q: string): void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  // Follow the URL (back button, "Clear search") without trimming what is being typed.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className="pl-10 pr-11 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText("");
              onSearch("");
            }}
            className="absolute right-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </form>
  );
}

/** "Showing 21–40 of 143" with Previous and Next. */
export function Pagination({ total, offset, limit, onOffset, noun }: { total: number; offset: number; limit: number; onOffset(next: number): void; noun: string }) {
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label={`${noun} pages`} className="flex flex-col items-center justify-between gap-3 border-t border-border pt-5 sm:flex-row">
      <p className="text-sm text-muted-foreground">
        Showing <span className="font-medium text-foreground">{first.toLocaleString("en-US")}</span>–
        <span className="font-medium text-foreground">{last.toLocaleString("en-US")}</span> of{" "}
        <span className="font-medium text-foreground">{total.toLocaleString("en-US")}</span> · Page {page} of {pages}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={offset + limit >= total} onClick={() => onOffset(offset + limit)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/** Reads a non-negative whole number from the URL, falling back to 0. */
export function offsetParam(value: string | null): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
}

/**
 * The next address query of an admin list: a new search starts again at the first page, offset 0 is
 * left out. `reset` is true when a filter changed, which also returns to the first page.
 */
export function nextListParams(previous: URLSearchParams, next: { q?: string; offset?: number }, reset = false): URLSearchParams {
  const out = new URLSearchParams(previous);
  if (next.q !== undefined) {
    if (next.q) out.set("q", next.q);
    else out.delete("q");
  }
  if (next.q !== undefined || reset) out.delete("offset");
  if (next.offset !== undefined) {
    if (next.offset > 0) out.set("offset", String(next.offset));
    else out.delete("offset");
  }
  return out;
}

/** A row of radio pills ("Show: Open | Handled | All") that filters an admin list. */
export function StatusSwitch<T extends string>({
  name,
  legend = "Show",
  options,
  value,
  onChange,
}: {
  name: string;
  legend?: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(next: T): void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="inline-flex flex-wrap rounded-[var(--radius-pill)] border border-border bg-muted p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "relative inline-flex h-9 cursor-pointer items-center rounded-[var(--radius-pill)] px-4 text-sm font-medium text-muted-foreground has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring",
              value === option.value && "bg-card text-primary shadow-soft",
            )}
          >
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
