import { Search } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

const SEARCH_MAX_LENGTH = 100;

/** The page's search words, kept in the address (`?q=`) so a search can be shared and the server renders it. */
export function useSearchWords(): [string, (words: string) => void] {
  const [params, setParams] = useSearchParams();
  const words = params.get("q") ?? "";
  const setWords = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next) out.set("q", next);
        else out.delete("q");
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  return [words, setWords];
}

/**
 * A search over what the page lists: a GET form of the page's own address, so before the page's
 * script runs (or without it) the server answers the search; once hydrated, the list filters as
 * the person types.
 */
export function InPageSearch({ action, label, placeholder }: { action: string; label: string; placeholder: string }) {
  const id = useId();
  const [words, setWords] = useSearchWords();
  return (
    <form role="search" method="get" action={action} onSubmit={(event) => event.preventDefault()} className="max-w-xl">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative mt-1.5">
        <Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={id}
          name="q"
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 rounded-[var(--radius-pill)] pl-12 text-base"
        />
      </div>
    </form>
  );
}
