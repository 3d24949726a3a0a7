import { useId, useState, type FormEvent } from "react";
import { Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { adminMessages, adminText } from "~/content/admin-text";
import { MONTH_VALUES, PRIORITIES, type MonthValue, type Priority } from "~/lib/compliance-schema";
import { addItem, addLaw, guessMonth, type AdminState, type Outcome } from "./admin-store";

const complianceText = adminText.compliance;
const selectClass =
  "block min-h-11 w-full rounded-control border border-slate-400 bg-white px-3 text-base";

interface AddItemFormProps {
  /** The law the item belongs to; without it the form asks for one (the empty state). */
  law?: string;
  laws: string[];
  run: (action: (s: AdminState) => Outcome, opts?: { toast?: boolean }) => Outcome;
  onDone: () => void;
}

/** "Add New Item": Form Name, Description and Due Date required; priority defaults to medium. */
export function AdminAddItemForm({ law: fixedLaw, laws, run, onDone }: AddItemFormProps) {
  const [law, setLaw] = useState(fixedLaw ?? laws[0] ?? "");
  const [form, setForm] = useState("");
  const [description, setDescription] = useState("");
  const [due, setDue] = useState("");
  const [month, setMonth] = useState<MonthValue | null>(null);
  const [priority, setPriority] = useState<Priority>("medium");
  const [penalty, setPenalty] = useState("");
  const [applicability, setApplicability] = useState("");
  const [consequences, setConsequences] = useState("");
  const [tips, setTips] = useState("");
  const [basis, setBasis] = useState("");
  const [sourceUrl, setSourceUrl] = useState("");
  const [verifiedOn, setVerifiedOn] = useState("");
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const listId = useId();
  // Until the admin picks a month, it follows the due date ("30 September" → September).
  const effectiveMonth = month ?? guessMonth(due) ?? "Monthly";

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = law.trim();
    const outcome = run(
      (state) => {
        if (!target) return { ok: false, kind: "error", message: adminMessages.lawEmpty };
        const withLaw = state.availableLaws.includes(target) ? undefined : addLaw(state, target);
        if (withLaw && !withLaw.ok) return withLaw;
        return addItem(withLaw?.ok ? withLaw.state : state, target, {
          form,
          description,
          due,
          month: effectiveMonth,
          priority,
          penalty,
          applicability,
          consequences,
          tips,
          basis,
          sourceUrl: sourceUrl.trim(),
          verifiedOn,
        });
      },
      { toast: false },
    );
    if (!outcome.ok) return setError(outcome.message ?? null);
    onDone();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={complianceText.addTitle(fixedLaw ?? complianceText.lawSelect)}
      className="mt-4 space-y-4 rounded-card border border-line bg-surface p-4"
    >
      <h4 className="font-semibold">{complianceText.addTitle(fixedLaw ?? (law || "…"))}</h4>
      {fixedLaw ? null : (
        <Field label={complianceText.lawSelect} required>
          <Input list={listId} value={law} onChange={(e) => setLaw(e.target.value)} />
        </Field>
      )}
      <datalist id={listId}>
        {laws.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={complianceText.fields.form} required>
          <Input value={form} onChange={(e) => setForm(e.target.value)} />
        </Field>
        <Field label={complianceText.fields.due} hint={complianceText.fields.dueHint} required>
          <Input value={due} onChange={(e) => setDue(e.target.value)} />
        </Field>
      </div>
      <Field label={complianceText.fields.description} required>
        <Textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={complianceText.fields.month} hint={complianceText.fields.monthHint}>
          <select
            className={selectClass}
            value={effectiveMonth}
            onChange={(e) => setMonth(e.target.value as MonthValue)}
          >
            {MONTH_VALUES.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </Field>
        <Field label={complianceText.fields.priority}>
          <select
            className={selectClass}
            value={priority}
            onChange={(e) => setPriority(e.target.value as Priority)}
          >
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {complianceText.priorities[p]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={complianceText.fields.penalty}>
          <Input value={penalty} onChange={(e) => setPenalty(e.target.value)} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={complianceText.fields.applicability}>
          <Textarea
            rows={2}
            value={applicability}
            onChange={(e) => setApplicability(e.target.value)}
          />
        </Field>
        <Field label={complianceText.fields.consequences}>
          <Textarea
            rows={2}
            value={consequences}
            onChange={(e) => setConsequences(e.target.value)}
          />
        </Field>
        <Field label={complianceText.fields.tips}>
          <Textarea rows={2} value={tips} onChange={(e) => setTips(e.target.value)} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={complianceText.fields.basis} hint={complianceText.fields.basisHint}>
          <Input value={basis} onChange={(e) => setBasis(e.target.value)} />
        </Field>
        <Field label={complianceText.fields.sourceUrl} hint={complianceText.fields.sourceUrlHint}>
          <Input type="url" value={sourceUrl} onChange={(e) => setSourceUrl(e.target.value)} />
        </Field>
        <Field label={complianceText.fields.verifiedOn}>
          <Input type="date" value={verifiedOn} onChange={(e) => setVerifiedOn(e.target.value)} />
        </Field>
      </div>
      <p id={errorId} role="alert" className="font-medium text-high empty:hidden">
        {error}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary">
          {complianceText.saveItem}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {complianceText.cancel}
        </Button>
      </div>
    </form>
  );
}
