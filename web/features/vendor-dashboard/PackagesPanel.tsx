import { Package, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { VENDOR_MAX_PACKAGES, vendorPackageSchema, type VendorPackageInput } from "@domain/vendors";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { ConfirmRemoval } from "@web/components/ConfirmFooter";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { notify } from "@web/lib/toast";
import { useAddPackage, useDeletePackage, useUpdatePackage, type Dashboard } from "./api";

type VendorPackage = Dashboard["packages"][number];
const money = (n: number) => `$${n.toLocaleString("en-US")}`;

/** What the vendor sells: add, edit and remove packages (the cheapest sets the starting price). */
export function PackagesPanel({ vendorId, packages }: { vendorId: string; packages: VendorPackage[] }) {
  const [editing, setEditing] = useState<VendorPackage | "new" | null>(null);
  const [removing, setRemoving] = useState<VendorPackage | null>(null);
  const remove = useDeletePackage(vendorId);
  return (
    <section aria-labelledby="packages-heading" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="packages-heading" className="text-heading font-semibold">
            Packages
          </h2>
          <p className="text-sm text-muted-foreground">
            Up to {VENDOR_MAX_PACKAGES}. Your lowest package price is the starting price couples see.
          </p>
        </div>
        <Button onClick={() => setEditing("new")} disabled={packages.length >= VENDOR_MAX_PACKAGES}>
          <Plus aria-hidden="true" />
          Add a package
        </Button>
      </div>
      {packages.length === 0 ? (
        <EmptyState icon={<Package className="size-6" aria-hidden="true" />} title="No packages yet">
          Couples compare packages first. Add one with its price and what it includes.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <Card className="flex h-full flex-col p-5">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-sans text-base font-semibold">{pkg.name}</h3>
                  <p className="font-display text-xl font-semibold text-primary">{money(pkg.price)}</p>
                </div>
                {pkg.description && <p className="mt-2 text-sm text-muted-foreground">{pkg.description}</p>}
                <ul className="mt-3 list-disc pl-5 text-sm">
                  {pkg.includes.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
                <div className="mt-auto flex gap-2 pt-4">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(pkg)} aria-label={`Edit ${pkg.name}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(pkg)} aria-label={`Remove ${pkg.name}`}>
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <PackageDialog vendorId={vendorId} editing={editing} onClose={() => setEditing(null)} />
      <ConfirmRemoval
        item={removing}
        onClose={() => setRemoving(null)}
        title={<>Remove {removing?.name}?</>}
        description={<>Couples will no longer see this package. This can&rsquo;t be undone.</>}
        confirmLabel="Remove package"
        pendingLabel="Removing..."
        remove={remove}
        done={(item) => `${item.name} removed`}
      />
    </section>
  );
}

type Field = "name" | "price" | "description" | "includes";

function PackageDialog({ vendorId, editing, onClose }: { vendorId: string; editing: VendorPackage | "new" | null; onClose(): void }) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{editing === "new" ? "Add a package" : `Edit ${editing?.name ?? "package"}`}</DialogTitle>
        <DialogDescription>List what the price includes, one item per line.</DialogDescription>
        {editing !== null && <PackageForm key={editing === "new" ? "new" : editing.id} vendorId={vendorId} editing={editing} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PackageForm({ vendorId, editing, onDone }: { vendorId: string; editing: VendorPackage | "new"; onDone(): void }) {
  const existing = editing === "new" ? null : editing;
  const [values, setValues] = useState({
    name: existing?.name ?? "",
    price: existing ? String(existing.price) : "",
    description: existing?.description ?? "",
    includes: existing?.includes.join("\n") ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const add = useAddPackage(vendorId);
  const update = useUpdatePackage(vendorId);
  const pending = add.isPending || update.isPending;
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = vendorPackageSchema.safeParse({
          name: values.name,
          price: values.price.replace(/[$,\s]/g, ""),
          description: values.description,
          includes: values.includes.split("\n").map((line) => line.trim()).filter(Boolean),
        });
        if (!parsed.success) {
          setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
          return;
        }
        setErrors({});
        const done = { onSuccess: () => (void notify.success(existing ? "Package saved" : "Package added"), onDone()), onError: (e: { message: string }) => setFormError(e.message) };
        const json: VendorPackageInput = parsed.data;
        if (existing) update.mutate({ packageId: existing.id, json }, done);
        else add.mutate(json, done);
      }}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField label="Package name" error={errors.name}>
        {(ids) => <Input {...ids} value={values.name} onChange={set("name")} maxLength={80} />}
      </FormField>
      <FormField label="Price ($)" error={errors.price}>
        {(ids) => <Input {...ids} inputMode="numeric" value={values.price} onChange={set("price")} />}
      </FormField>
      <FormField label="Description (optional)" error={errors.description}>
        {(ids) => <Textarea {...ids} rows={2} maxLength={500} value={values.description} onChange={set("description")} />}
      </FormField>
      <FormField label="What's included" error={errors.includes} hint="One item per line.">
        {(ids) => <Textarea {...ids} rows={5} value={values.includes} onChange={set("includes")} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : existing ? "Save package" : "Add package"}
        </Button>
      </div>
    </form>
  );
}
