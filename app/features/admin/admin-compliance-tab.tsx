import { Plus } from "lucide-react";
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { adminFilterText } from "~/content/admin-filter-text";
import { adminText } from "~/content/admin-text";
import { AdminAddItemForm } from "./admin-add-item-form";
import { AdminDataTools } from "./admin-data-tools";
import { filterAdminEntries, type AdminFilter } from "./admin-filter";
import { AdminLawCard } from "./admin-law-card";
import { AdminHowTo, AdminNotice } from "./admin-notices";
import { findItem } from "./admin-store";
import type { useAdminData } from "./use-admin-data";

const complianceText = adminText.compliance;

interface TabProps {
  data: ReturnType<typeof useAdminData>;
  confirm: (message: string, label?: string) => Promise<boolean>;
}

/** The compliance tab of /admin/compliance: a card per law, click-to-edit cells, add/delete, export/import/reset. */
export function AdminComplianceTab({ data, confirm }: TabProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [addingFirst, setAddingFirst] = useState(false);
  const [recovered, setRecovered] = useState<{ form: string; field: string; text: string }[]>([]);
  // Updated in the layout phase, before the cells' unmount cleanups (passive effects) read it.
  const latestState = useRef(data.state);
  useLayoutEffect(() => {
    latestState.current = data.state;
  });
  // A cell edited here whose item another tab (or an import) removed: keep what was typed, on screen.
  const onOrphaned = useCallback(
    (item: { id: string; form: string }, field: string, text: string) => {
      if (findItem(latestState.current, item.id)) return; // still there: the editor was only closed
      setRecovered((list) => [...list, { form: item.form, field, text }]);
    },
    [],
  );
  // Each card is told only of an edit in its own items, so a save or an opened cell renders one card again.
  const editingLaw = editing ? findItem(data.state, editing.split("\u241f")[0]!)?.law : undefined;
  const [filter, setFilter] = useState<AdminFilter>({ query: "", law: "" });
  const shown = useMemo(
    () => filterAdminEntries(data.state.complianceData, filter),
    [data.state.complianceData, filter],
  );
  const total = Object.values(data.state.complianceData).flat().length;
  const shownCount = shown.reduce((n, [, items]) => n + items.length, 0);
  const searchId = useId();
  const lawId = useId();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-semibold">{complianceText.heading}</h2>
          <p className="mt-1 text-ink-muted">{complianceText.intro}</p>
        </div>
        <AdminDataTools data={data} confirm={confirm} resetScope="compliance" />
      </div>
      {recovered.map((r, i) => (
        <AdminNotice
          key={i}
          tone="alert"
          onDismiss={() => setRecovered((list) => list.filter((_, j) => j !== i))}
        >
          <p>{complianceText.recovered(r.form, r.field)}</p>
          <Textarea
            readOnly
            rows={2}
            value={r.text}
            aria-label={complianceText.recoveredText(r.form, r.field)}
            className="mt-2 font-mono text-sm"
          />
        </AdminNotice>
      ))}
      {total === 0 ? (
        <div className="rounded-card border border-dashed border-slate-400 p-8 text-center">
          <p className="text-lg">{complianceText.emptyAll}</p>
          {addingFirst ? (
            <div className="text-left">
              <AdminAddItemForm
                laws={data.state.availableLaws}
                run={data.run}
                onDone={() => setAddingFirst(false)}
              />
            </div>
          ) : (
            <Button className="mt-4" onClick={() => setAddingFirst(true)}>
              <Plus aria-hidden="true" strokeWidth={1.5} />
              {complianceText.addFirst}
            </Button>
          )}
        </div>
      ) : (
        <>
          <div
            role="search"
            aria-label={adminFilterText.label}
            className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-[2fr_1fr]"
          >
            <div className="space-y-1">
              <label htmlFor={searchId} className="block text-sm font-semibold">
                {adminFilterText.search}
              </label>
              <Input
                id={searchId}
                type="search"
                value={filter.query}
                onChange={(e) => setFilter((f) => ({ ...f, query: e.target.value }))}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={lawId} className="block text-sm font-semibold">
                {adminFilterText.law}
              </label>
              <Select
                id={lawId}
                value={filter.law}
                onChange={(e) => setFilter((f) => ({ ...f, law: e.target.value }))}
              >
                <option value="">{adminFilterText.allLaws}</option>
                {Object.keys(data.state.complianceData).map((law) => (
                  <option key={law} value={law}>
                    {law}
                  </option>
                ))}
              </Select>
            </div>
            <p role="status" className="text-sm text-ink-muted sm:col-span-2">
              {shownCount ? adminFilterText.showing(shownCount, total) : adminFilterText.none}
            </p>
          </div>
          {shown.map(([law, items]) => (
            <AdminLawCard
              key={law}
              law={law}
              items={items}
              laws={data.state.availableLaws}
              run={data.run}
              confirm={confirm}
              editing={editingLaw === law ? editing : null}
              setEditing={setEditing}
              onOrphaned={onOrphaned}
            />
          ))}
        </>
      )}
      <AdminHowTo steps={adminText.howTo.compliance} />
    </div>
  );
}
