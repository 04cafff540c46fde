import { countOf } from "@domain/plural";
import { CheckCircle2, FileUp, Upload, Users } from "lucide-react";
import { useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { childField, eventOf, FIXED_FIELDS, fieldLabel, PROBLEM_LABELS, type ImportField } from "@domain/guest-import/fields";
import type { GuestImportPreview, GuestImportResult } from "@domain/guest-import/schemas";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { FormAlert } from "@web/components/FormAlert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { NativeSelect, Textarea } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { toRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { useImportGuests, usePreviewImport } from "./api";
import { readImportFile } from "./read-file";

const LIST_PATH = "/planning/guest-list-manager";

/** /planning/guest-list-manager/import: a CSV or vCard file (or a paste) into the guest list. */
export default function GuestImportPage() {
  usePageTitle("Import guests");
  return (
    <AccountGate
      needs="couple"
      signedOut={{
        icon: Users,
        title: "Sign in to import your guest list",
        body: "Bring your list from Zola, The Knot, Joy, Google Contacts, Outlook, Eventbrite, your phone's contacts or any spreadsheet.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {() => <Importer />}
    </AccountGate>
  );
}

function Importer() {
  const [searchParams] = useSearchParams();
  const coupleId = searchParams.get("coupleId") ?? undefined;
  const [text, setText] = useState<string | null>(null);
  const [source, setSource] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<"skip" | "update">("skip");
  const [result, setResult] = useState<GuestImportResult | null>(null);
  const preview = usePreviewImport();
  const importing = useImportGuests();
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const runPreview = (nextText: string, mapping?: ImportField[]) => {
    setText(nextText);
    importing.reset();
    preview.mutate({ text: nextText, mapping, coupleId });
  };

  const onFile = async (file: File | undefined) => {
    setResult(null);
    setFileError(null);
    if (!file) return;
    const read = await readImportFile(file);
    if ("error" in read) {
      preview.reset();
      setText(null);
      setFileError(read.error);
      return;
    }
    setSource(file.name);
    runPreview(read.text);
  };

  const onImport = () => {
    if (!text || !preview.data) return;
    importing.mutate(
      { text, mapping: preview.data.mapping, duplicates, coupleId },
      {
        onSuccess: (done) => {
          setResult(done);
          notify.success(`Imported ${done.guestsCreated.toLocaleString("en-US")} ${done.guestsCreated === 1 ? "guest" : "guests"}`);
          requestAnimationFrame(() => resultHeading.current?.focus());
        },
      },
    );
  };

  const startOver = () => {
    setResult(null);
    setText(null);
    setSource("");
    preview.reset();
    importing.reset();
  };

  const listLink = coupleId ? `${LIST_PATH}?coupleId=${encodeURIComponent(coupleId)}` : LIST_PATH;

  if (result) {
    return (
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <Card className="grid gap-5 p-6 sm:p-8">
          <CheckCircle2 className="size-10 text-primary" aria-hidden="true" />
          <h1 ref={resultHeading} tabIndex={-1} className="text-title font-semibold leading-tight outline-none">
            Your guests are on the list
          </h1>
          <ul className="grid gap-1.5 text-base">
            <li>
              {result.guestsCreated.toLocaleString("en-US")} {result.guestsCreated === 1 ? "guest" : "guests"} added in {result.householdsCreated.toLocaleString("en-US")}{" "}
              new {result.householdsCreated === 1 ? "household" : "households"}
            </li>
            {result.guestsUpdated > 0 && <li>{result.guestsUpdated.toLocaleString("en-US")} already on the list updated</li>}
            {result.skipped > 0 && <li>{countOf(result.skipped, "duplicate")} skipped</li>}
            {result.eventsCreated.length > 0 && <li>New events: {result.eventsCreated.join(", ")}</li>}
            {result.warnings > 0 && <li>{result.warnings === 1 ? "1 value was" : `${result.warnings.toLocaleString("en-US")} values were`} kept as written in the guests&apos; notes</li>}
          </ul>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={listLink}>Back to the guest list</Link>
            </Button>
            <Button variant="secondary" onClick={startOver}>
              Import another file
            </Button>
          </div>
        </Card>
      </div>
    );
  }

  const data = preview.data;
  const previewError = preview.error ? toRequestError(preview.error) : null;
  const importError = importing.error ? toRequestError(importing.error) : null;

  return (
    <div className="container-page grid max-w-5xl gap-8 py-10 sm:py-14">
      <header className="grid gap-3">
        <Link to={listLink} className="w-fit text-sm font-medium text-primary underline underline-offset-4">
          ← Guest list
        </Link>
        <h1 className="text-title font-semibold leading-tight">Import guests</h1>
        <p className="max-w-[65ch] text-muted-foreground">
          Upload a CSV or vCard (.vcf) file, or paste your list. Exports from Zola, The Knot, Joy, Google Contacts, Outlook and Eventbrite are recognized by themselves; for
          anything else, match the columns below. See the{" "}
          <Link to="/planning/csv-format-guide" className="font-medium text-primary underline underline-offset-4">
            CSV format guide
          </Link>{" "}
          for the columns and values we read.
        </p>
      </header>

      <SourcePicker onFile={onFile} onPaste={(pasted) => (setSource("Pasted list"), setResult(null), setFileError(null), runPreview(pasted))} hasFile={text !== null} />

      {fileError && <FormAlert title="We can't import that file">{fileError}</FormAlert>}
      {previewError && <FormAlert title="We can't read that list">{previewError.message}</FormAlert>}
      {preview.isPending && <Spinner label="Reading your list..." />}

      {data && text !== null && !preview.isPending && (
        <>
          <Summary data={data} source={source} />
          <MappingEditor data={data} onChange={(mapping) => runPreview(text, mapping)} />
          <SkippedColumns data={data} onKeep={(mapping) => runPreview(text, mapping)} />
          <Problems data={data} />
          {data.counts.duplicates > 0 && <DuplicateChoice value={duplicates} onChange={setDuplicates} count={data.counts.duplicates} />}
          <HouseholdPreview data={data} />
          <section aria-labelledby="import-heading" className="grid gap-3">
            <h2 id="import-heading" className="sr-only">
              Import
            </h2>
            {importError && (
              <FormAlert title="Nothing was imported">
                {importError.message}
                {importError.fields && (
                  <ul className="mt-2 list-disc pl-5">
                    {Object.entries(importError.fields)
                      .slice(0, 10)
                      .map(([row, messages]) => (
                        <li key={row}>
                          {row.charAt(0).toUpperCase() + row.slice(1)}: {messages.join(" ")}
                        </li>
                      ))}
                  </ul>
                )}
              </FormAlert>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <Button size="lg" onClick={onImport} disabled={data.counts.errors > 0 || importing.isPending || data.counts.guests === 0}>
                <Upload aria-hidden="true" />
                {importing.isPending ? "Importing..." : `Import ${data.counts.guests.toLocaleString("en-US")} ${data.counts.guests === 1 ? "guest" : "guests"}`}
              </Button>
              {data.counts.errors > 0 && <p className="text-sm text-muted-foreground">Fix the rows above in your file, then choose it again.</p>}
            </div>
          </section>
        </>
      )}
    </div>
  );
}

function SourcePicker({ onFile, onPaste, hasFile }: { onFile: (file: File | undefined) => void; onPaste: (text: string) => void; hasFile: boolean }) {
  const fileId = useId();
  const pasteId = useId();
  const [pasted, setPasted] = useState("");
  const [pasting, setPasting] = useState(false);
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div className="grid gap-2">
        <Label htmlFor={fileId}>{hasFile ? "Choose another file (fixed, or a different one)" : "Choose a CSV or vCard file"}</Label>
        <div className="flex flex-wrap items-center gap-3">
          <FileUp className="size-5 text-primary" aria-hidden="true" />
          <input
            id={fileId}
            type="file"
            accept=".csv,.tsv,.txt,.vcf,.vcard,text/csv,text/plain,text/vcard,text/x-vcard"
            className="max-w-full text-sm file:mr-3 file:rounded-[var(--radius)] file:border file:border-border file:bg-card file:px-3 file:py-2 file:font-medium"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              onFile(file);
            }}
          />
        </div>
        <p className="text-sm text-muted-foreground">CSV (comma, semicolon or tab separated) or .vcf, up to 50,000 rows.</p>
      </div>
      {pasting ? (
        <div className="grid gap-2">
          <Label htmlFor={pasteId}>Paste your list (with its header row)</Label>
          <Textarea id={pasteId} value={pasted} onChange={(event) => setPasted(event.target.value)} placeholder={"First Name,Last Name,Email\nMaria,Alvarez,maria@example.com"} rows={6} />
          <div>
            <Button variant="secondary" onClick={() => onPaste(pasted)} disabled={pasted.trim() === ""}>
              Preview pasted list
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button variant="link" className="px-0" onClick={() => setPasting(true)}>
            Or paste from a spreadsheet
          </Button>
        </div>
      )}
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{value.toLocaleString("en-US")}</dd>
    </div>
  );
}

function Summary({ data, source }: { data: GuestImportPreview; source: string }) {
  return (
    <section aria-labelledby="summary-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="summary-heading" className="text-heading font-semibold">
          {source || "Your list"}
        </h2>
        <Badge>{data.formatLabel.charAt(0).toUpperCase() + data.formatLabel.slice(1)}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        <Stat label="Rows" value={data.counts.rows} />
        <Stat label="Households" value={data.counts.households} />
        <Stat label="Guests" value={data.counts.guests} />
        <Stat label="With a plus-one" value={data.counts.plusOnes} />
        <Stat label={data.unit === "contact" ? "Contacts to fix" : "Rows to fix"} value={new Set(data.problems.filter((p) => p.kind === "error").map((p) => p.row)).size} />
      </dl>
      {data.events.length > 0 && (
        <p className="text-sm text-muted-foreground">
          RSVPs per event: {data.events.map((event) => `${event.name}${event.isNew ? " (new event)" : ""}`).join(", ")}
        </p>
      )}
    </section>
  );
}

function optionsFor(header: string, current: ImportField, mapping: ImportField[]): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = FIXED_FIELDS.map((field) => ({ value: field.key, label: field.label }));
  const extra = new Set<string>([current, `rsvp:${header.replace(/\s*[-–:]?\s*rsvp\s*$/i, "").trim() || header}`]);
  for (const field of mapping) if (eventOf(field)) extra.add(field);
  for (let index = 1; index <= 3; index++) for (const part of ["first", "last"] as const) extra.add(`child:${index}:${part}`);
  for (const field of mapping) if (childField(field)) extra.add(field);
  for (const value of extra) if (!options.some((option) => option.value === value)) options.push({ value, label: fieldLabel(value) });
  return options;
}

function MappingEditor({ data, onChange }: { data: GuestImportPreview; onChange: (mapping: ImportField[]) => void }) {
  const samples = useMemo(() => data.headers.map((_, column) => data.sample.map((row) => row.cells[column] ?? "").filter(Boolean).slice(0, 2)), [data]);
  return (
    <section aria-labelledby="mapping-heading" className="grid gap-3">
      <h2 id="mapping-heading" className="text-heading font-semibold">
        Match your columns
      </h2>
      <p className="text-sm text-muted-foreground">We matched what we recognized. Change any column, or choose “Don&apos;t import” to leave it out.</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.headers.map((header, column) => (
          <li key={`${column}-${header}`} className="grid gap-1.5 rounded-[var(--radius)] border border-border bg-card p-3">
            <label htmlFor={`map-${column}`} className="truncate font-medium" title={header}>
              {header}
            </label>
            <NativeSelect
              id={`map-${column}`}
              value={data.mapping[column]}
              onChange={(event) => {
                const next = [...data.mapping];
                next[column] = event.target.value as ImportField;
                onChange(next);
              }}
            >
              {optionsFor(header, data.mapping[column] ?? "ignore", data.mapping).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
            <p className="truncate text-sm text-muted-foreground">{samples[column]?.length ? `e.g. ${samples[column]!.join(", ")}` : "Empty in the first rows"}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Columns with data that the mapping leaves out: said plainly, with their first value, and kept as
 * notes or tags in one click (the couple may also map them one by one above).
 */
function SkippedColumns({ data, onKeep }: { data: GuestImportPreview; onKeep: (mapping: ImportField[]) => void }) {
  if (data.skippedColumns.length === 0) return null;
  const keepAs = (field: "keepNote" | "keepTag") => {
    const skipped = new Set(data.skippedColumns.map((column) => column.header));
    onKeep(data.mapping.map((current, column) => (skipped.has(data.headers[column] ?? "") ? field : current)));
  };
  const count = data.skippedColumns.length;
  return (
    <section aria-labelledby="skipped-heading" className="grid gap-3 rounded-[var(--radius)] border border-border bg-card p-4">
      <h2 id="skipped-heading" className="text-heading font-semibold">
        {count === 1 ? "1 column with data won't be imported" : `${count} columns with data won't be imported`}
      </h2>
      <ul className="grid gap-1 text-sm">
        {data.skippedColumns.map((column) => (
          <li key={column.header}>
            <span className="font-medium">{column.header}</span> <span className="text-muted-foreground">(e.g. {column.example})</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">The guest list has no place of its own for these. Keep them on each guest, or leave them out.</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => keepAs("keepNote")}>
          Keep them as notes
        </Button>
        <Button variant="secondary" onClick={() => keepAs("keepTag")}>
          Keep them as tags
        </Button>
      </div>
    </section>
  );
}

function Problems({ data }: { data: GuestImportPreview }) {
  const unit = data.unit === "contact" ? "contact" : "row";
  const errorRows = new Set(data.problems.filter((p) => p.kind === "error").map((p) => p.row)).size;
  const warnings = data.counts.warnings;
  if (errorRows === 0 && warnings === 0 && data.counts.duplicates === 0) {
    return (
      <p role="status" className="flex items-center gap-2 font-medium text-primary">
        <CheckCircle2 className="size-5" aria-hidden="true" /> Every {unit} is ready to import.
      </p>
    );
  }
  const total = data.counts.errors + data.counts.warnings + data.counts.duplicates;
  return (
    <section aria-labelledby="problems-heading" className="grid gap-3">
      <h2 id="problems-heading" className="text-heading font-semibold">
        Rows to check
      </h2>
      {errorRows > 0 && (
        <FormAlert title={`${errorRows.toLocaleString("en-US")} ${unit}${errorRows === 1 ? " needs" : "s need"} a fix before importing`}>
          Nothing is imported until every {unit} has a name: fix these in your file, save it, and choose it again above.
        </FormAlert>
      )}
      {errorRows === 0 && warnings > 0 && (
        <p role="status" className="flex items-center gap-2 font-medium text-primary">
          <CheckCircle2 className="size-5" aria-hidden="true" /> Ready to import. {warnings.toLocaleString("en-US")} {warnings === 1 ? "value doesn't" : "values don't"} pass a
          check and will be kept as written in the guest&apos;s notes.
        </p>
      )}
      <div className="max-h-[28rem] overflow-auto rounded-[var(--radius)] border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Problems by row</caption>
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {unit === "contact" ? "Contact" : "Row"}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Problem
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                Column
              </th>
            </tr>
          </thead>
          <tbody>
            {data.problems.map((problem, index) => (
              <tr key={`${problem.row}-${problem.code}-${index}`} className="border-t border-border align-top">
                <td className="px-3 py-2 tabular-nums">{problem.row}</td>
                <td className="px-3 py-2">
                  <span className={problem.kind === "error" ? "font-semibold text-destructive" : "font-semibold"}>
                    {problem.kind === "warning" ? "Note" : "Fix"} · {PROBLEM_LABELS[problem.code]}:
                  </span>{" "}
                  {problem.message}
                </td>
                <td className="hidden px-3 py-2 text-muted-foreground sm:table-cell">{problem.column ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > data.problemsShown && <p className="text-sm text-muted-foreground">Showing the first {data.problemsShown.toLocaleString("en-US")} of {total.toLocaleString("en-US")}.</p>}
    </section>
  );
}

function DuplicateChoice({ value, onChange, count }: { value: "skip" | "update"; onChange: (value: "skip" | "update") => void; count: number }) {
  const choices: { value: "skip" | "update"; label: string; hint: string }[] = [
    { value: "skip", label: "Skip them", hint: "Keep your list as it is; the repeated rows are left out." },
    { value: "update", label: "Update them", hint: "Fill in what the file has (email, phone, RSVP, meal...) on the guest already there." },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-heading font-semibold">
        {count.toLocaleString("en-US")} {count === 1 ? "guest is" : "guests are"} already on your list or repeated in the file
      </legend>
      {choices.map((choice) => (
        <label key={choice.value} className="flex cursor-pointer items-start gap-3 rounded-[var(--radius)] border border-border bg-card p-3 has-[:checked]:border-primary">
          <input type="radio" name="duplicates" value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} className="mt-1 size-4 accent-[var(--color-primary)]" />
          <span>
            <span className="block font-medium">{choice.label}</span>
            <span className="block text-sm text-muted-foreground">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function HouseholdPreview({ data }: { data: GuestImportPreview }): ReactNode {
  if (data.households.length === 0) return null;
  return (
    <section aria-labelledby="households-heading" className="grid gap-3">
      <h2 id="households-heading" className="text-heading font-semibold">
        How they&apos;ll be added
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {data.households.map((household) => (
          <li key={household.row} className="rounded-[var(--radius)] border border-border bg-card p-4">
            <p className="font-semibold">{household.name}</p>
            {household.mailingName && household.mailingName !== household.name && <p className="text-sm">Envelope: {household.mailingName}</p>}
            {household.address?.line1 && (
              <p className="text-sm text-muted-foreground">
                {[household.address.line1, household.address.line2, household.address.city, [household.address.state, household.address.postalCode].filter(Boolean).join(" ")]
                  .filter(Boolean)
                  .join(", ")}
              </p>
            )}
            <ul className="mt-2 grid gap-1 text-sm">
              {household.guests.map((guest, index) => (
                <li key={`${guest.row}-${index}`} className="flex flex-wrap gap-x-2">
                  <span className="font-medium">{guest.name}</span>
                  {guest.plusOne && <span className="text-muted-foreground">+ {guest.plusOne}</span>}
                  <span className="text-muted-foreground">· {guest.rsvp}</span>
                  {guest.duplicate && <Badge variant="outline">Duplicate</Badge>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {data.counts.households > data.households.length && (
        <p className="text-sm text-muted-foreground">
          And {(data.counts.households - data.households.length).toLocaleString("en-US")} more households.
        </p>
      )}
    </section>
  );
}
