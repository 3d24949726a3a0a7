import { ChevronDown, Plus, Trash2 } from "lucide-react";
import { Fragment, memo, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { adminMessages, adminText } from "~/content/admin-text";
import { dueWordsText } from "~/content/publish-text";
import { dueContradiction, scheduleWords } from "~/lib/due-words";
import { MONTH_VALUES, PRIORITIES, type ComplianceItem } from "~/lib/compliance-schema";
import { AdminAddItemForm } from "./admin-add-item-form";
import { AdminEditableCell, priorityBadgeClass } from "./admin-editable-cell";
import { AdminScheduleEditor } from "./admin-schedule-editor";
import { deleteItem, updateItemField, type EditableField } from "./admin-store";
import type { useAdminData } from "./use-admin-data";

const complianceText = adminText.compliance;
const priorityOptions = PRIORITIES.map((p) => ({ value: p, label: complianceText.priorities[p] }));
const monthOptions = MONTH_VALUES.map((v) => ({ value: v, label: v }));

const TABLE_FIELDS = ["form", "description", "due", "priority", "penalty"] as const;
const DETAIL_FIELDS = [
  "month",
  "formerly",
  "basis",
  "sourceUrl",
  "verifiedOn",
  "applicability",
  "consequences",
  "tips",
] as const;
const needsSource = (item: ComplianceItem) => !item.basis || !item.sourceUrl || !item.verifiedOn;

interface LawCardProps {
  law: string;
  items: ComplianceItem[];
  laws: string[];
  run: ReturnType<typeof useAdminData>["run"];
  confirm: (message: string, label?: string) => Promise<boolean>;
  /** The one cell being edited across all cards: "item id␟field". */
  editing: string | null;
  setEditing: (key: string | null) => void;
  /** What was typed into a cell whose item vanished while it was being edited. */
  onOrphaned: (item: ComplianceItem, field: string, draft: string) => void;
}

/** Memoised: a card whose items, laws and edit state did not change is not rendered again. */
export const AdminLawCard = memo(function AdminLawCard({
  law,
  items,
  laws,
  run,
  confirm,
  editing,
  setEditing,
  onOrphaned,
}: LawCardProps) {
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Set<string>>(new Set());
  // Due Date words that contradict the schedule are saved only on a second Save, after the warning.
  const warned = useRef<string | null>(null);
  const headingId = `law-${law.replace(/[^a-z0-9]+/gi, "-")}`;
  const sectionRef = useRef<HTMLElement>(null);
  // After a delete, focus moves to the next row's delete button (the previous row's for the last row), or to the
  // table, or to Add New Item once the law has no item left: never to the page's body.
  const afterDelete = useRef<{ gone: string; next?: string }>(undefined);
  useEffect(() => {
    const pending = afterDelete.current;
    if (!pending || items.some((item) => item.id === pending.gone)) return;
    afterDelete.current = undefined;
    const section = sectionRef.current;
    const next = pending.next;
    const target =
      (next !== undefined
        ? section?.querySelector<HTMLElement>(`[data-delete-item="${CSS.escape(next)}"]`)
        : null) ??
      section?.querySelector<HTMLElement>("[data-law-table]") ??
      section?.querySelector<HTMLElement>("[data-add-item]");
    target?.focus();
  }, [items]);

  const cell = (item: ComplianceItem, field: EditableField) => {
    const key = `${item.id}\u241f${field}`;
    const label =
      field in complianceText.columns
        ? complianceText.columns[field as keyof typeof complianceText.columns]
        : complianceText.detailFields[field as keyof typeof complianceText.detailFields];
    const value = String(item[field] ?? "");
    return (
      <AdminEditableCell
        value={value}
        label={label}
        itemName={item.form}
        editing={editing === key}
        onOrphaned={(draft) => onOrphaned(item, label, draft)}
        onStart={() => setEditing(key)}
        onCancel={() => setEditing(null)}
        onSave={(next) => {
          if (next === value) {
            setEditing(null);
            return null;
          }
          const contradiction = field === "due" ? dueContradiction(next, item.schedule) : undefined;
          if (contradiction && warned.current !== `${key}\u241f${next}`) {
            warned.current = `${key}\u241f${next}`;
            return dueWordsText.confirmSave(contradiction);
          }
          warned.current = null;
          const outcome = run((s) => updateItemField(s, item.id, field, next, label), {
            toast: false,
          });
          if (!outcome.ok) return outcome.message ?? adminMessages.cellInvalid(label);
          setEditing(null);
          return null;
        }}
        kind={
          field === "priority" || field === "month"
            ? "select"
            : field === "description" ||
                field === "applicability" ||
                field === "consequences" ||
                field === "tips"
              ? "textarea"
              : "text"
        }
        options={field === "priority" ? priorityOptions : monthOptions}
        display={
          field === "priority" ? (
            <span className={priorityBadgeClass(value)}>
              {complianceText.priorities[value as keyof typeof complianceText.priorities] ?? value}
            </span>
          ) : undefined
        }
      />
    );
  };

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold">
          {law}
        </h3>
        <p className="text-sm text-ink-muted">{complianceText.itemCount(items.length)}</p>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-muted">{complianceText.emptyLaw}</p>
      ) : (
        <div
          // relative: the cells' visually hidden labels are positioned inside the scrolling box, so they cannot
          // widen the page on a phone.
          className="relative mt-4 overflow-x-auto"
          role="region"
          aria-label={complianceText.tableLabel(law)}
          data-law-table
          // Keyboard users can scroll a wide table on small screens.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full min-w-[52rem] table-fixed border-collapse text-left align-top">
            <colgroup>
              <col className="w-[12%]" />
              <col className="w-[32%]" />
              <col className="w-[19%]" />
              <col className="w-[10%]" />
              <col className="w-[13%]" />
              <col className="w-[14%]" />
            </colgroup>
            <thead>
              <tr className="border-b border-line text-sm text-ink-muted">
                {Object.values(complianceText.columns).map((c) => (
                  <th key={c} scope="col" className="px-2 py-2 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => {
                const expanded = open.has(item.id);
                const detailsId = `${headingId}-details-${item.id}`;
                return (
                  <Fragment key={item.id}>
                    <tr className="border-b border-line align-top even:bg-surface">
                      {TABLE_FIELDS.map((f) => (
                        <td
                          key={f}
                          className={f === "description" ? "w-1/3 px-2 py-1" : "px-2 py-1"}
                        >
                          {cell(item, f)}
                          {f === "form" && needsSource(item) ? (
                            <p className="mt-1 text-sm font-medium text-high">
                              {complianceText.unsourced}
                            </p>
                          ) : null}
                          {f === "due" ? <DueWordsCheck item={item} run={run} /> : null}
                        </td>
                      ))}
                      <td className="px-2 py-1 whitespace-nowrap">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-expanded={expanded}
                          aria-controls={detailsId}
                          aria-label={`${complianceText.details}: ${item.form}`}
                          onClick={() =>
                            setOpen((prev) => {
                              const next = new Set(prev);
                              if (!next.delete(item.id)) next.add(item.id);
                              return next;
                            })
                          }
                        >
                          <ChevronDown
                            aria-hidden="true"
                            strokeWidth={1.5}
                            className={expanded ? "rotate-180" : undefined}
                          />
                          {complianceText.details}
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={complianceText.deleteItem(item.form)}
                          data-delete-item={item.id}
                          className="text-high"
                          onClick={async () => {
                            if (
                              await confirm(adminMessages.deleteItemConfirm, adminText.data.delete)
                            ) {
                              const next = (items[index + 1] ?? items[index - 1])?.id;
                              afterDelete.current = { gone: item.id, next };
                              run((s) => deleteItem(s, item.id));
                            }
                          }}
                        >
                          <Trash2 aria-hidden="true" strokeWidth={1.5} />
                        </Button>
                      </td>
                    </tr>
                    {expanded ? (
                      <tr id={detailsId} className="border-b border-line">
                        <td colSpan={6} className="px-2 py-3">
                          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                            <div className="sm:col-span-2 lg:col-span-4">
                              <dt className="text-sm font-semibold text-ink-muted">
                                {adminText.schedule.title}
                              </dt>
                              <dd>
                                <AdminScheduleEditor
                                  itemId={item.id}
                                  form={item.form}
                                  schedule={item.schedule}
                                  run={run}
                                />
                              </dd>
                            </div>
                            {DETAIL_FIELDS.map((f) => (
                              <div key={f} className="min-w-0 [overflow-wrap:anywhere]">
                                <dt className="text-sm font-semibold text-ink-muted">
                                  {complianceText.detailFields[f]}
                                </dt>
                                <dd>{cell(item, f)}</dd>
                              </div>
                            ))}
                          </dl>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {adding ? (
        <AdminAddItemForm law={law} laws={laws} run={run} onDone={() => setAdding(false)} />
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          data-add-item
          onClick={() => setAdding(true)}
        >
          <Plus aria-hidden="true" strokeWidth={1.5} />
          {complianceText.addNew}
        </Button>
      )}
    </section>
  );
});

/** A warning under an entry's Due Date when its words contradict its schedule, with the schedule's own words. */
function DueWordsCheck({
  item,
  run,
}: {
  item: ComplianceItem;
  run: ReturnType<typeof useAdminData>["run"];
}) {
  const why = dueContradiction(item.due, item.schedule);
  if (!why || !item.schedule) return null;
  const words = scheduleWords(item.schedule);
  return (
    <div className="mt-1 space-y-1">
      <p className="text-sm font-medium text-high">{dueWordsText.mismatch(why)}</p>
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          run((s) => updateItemField(s, item.id, "due", words, complianceText.columns.due), {
            toast: false,
          })
        }
      >
        {dueWordsText.useScheduleWords(words)}
      </Button>
    </div>
  );
}
