import { Trash2 } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { adminText } from "~/content/admin-text";
import { addEntity, addLaw, assignLaw, type AdminState, type Outcome } from "./admin-store";

/*
 * The pieces both entity pages are built from: the entity tab of /admin/compliance and /admin/simple. They add
 * entity types and laws and assign a law the same way; /admin/simple asks for the law by typed name.
 */

const entitiesText = adminText.entities;
const adminSelectClass =
  "block min-h-11 w-full rounded-control border border-slate-400 bg-white px-3 text-base";

type Run = (action: (state: AdminState) => Outcome) => Outcome;
export type AdminConfirm = (message: string, label?: string) => Promise<boolean>;

export function AdminPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A one-field form that clears itself when the action succeeds. */
function AdminNameForm({
  label,
  submit,
  onSubmit,
}: {
  label: string;
  submit: string;
  onSubmit: (value: string) => boolean;
}) {
  const [value, setValue] = useState("");
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (onSubmit(value)) setValue("");
      }}
    >
      <Field label={label} className="min-w-56 flex-1">
        <Input value={value} onChange={(e) => setValue(e.target.value)} />
      </Field>
      <Button type="submit" variant="secondary">
        {submit}
      </Button>
    </form>
  );
}

/** Assign a law to an entity type: the law is picked from a list, or typed (with the known laws suggested). */
function AdminAssignForm({
  state,
  run,
  typedLaw,
}: {
  state: AdminState;
  run: Run;
  typedLaw?: { label: string; hint: string };
}) {
  const [entity, setEntity] = useState("");
  const [law, setLaw] = useState("");
  const listId = useId();
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (run((s) => assignLaw(s, entity, law)).ok) setLaw("");
      }}
    >
      <Field label={entitiesText.entitySelect}>
        <select
          className={adminSelectClass}
          value={entity}
          onChange={(e) => setEntity(e.target.value)}
        >
          <option value="">{entitiesText.choose}</option>
          {Object.keys(state.entityLawMap).map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </Field>
      {typedLaw ? (
        <>
          <Field label={typedLaw.label} hint={typedLaw.hint}>
            <Input list={listId} value={law} onChange={(e) => setLaw(e.target.value)} />
          </Field>
          <datalist id={listId}>
            {state.availableLaws.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      ) : (
        <Field label={entitiesText.lawSelect}>
          <select className={adminSelectClass} value={law} onChange={(e) => setLaw(e.target.value)}>
            <option value="">{entitiesText.choose}</option>
            {state.availableLaws.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </Field>
      )}
      <Button type="submit" variant="secondary">
        {entitiesText.assign}
      </Button>
    </form>
  );
}

/**
 * The three panels that add an entity type, add a law and assign one to the other. `ignoreBlank` drops a blank
 * name without a message (as /admin/simple does); otherwise the store's message explains why nothing was added.
 */
export function AdminAddPanels({
  state,
  run,
  ignoreBlank = false,
  typedLaw,
}: {
  state: AdminState;
  run: Run;
  ignoreBlank?: boolean;
  typedLaw?: { label: string; hint: string };
}) {
  const add = (action: typeof addEntity) => (value: string) =>
    ignoreBlank && !value.trim() ? false : run((s) => action(s, value)).ok;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <AdminPanel title={entitiesText.addEntityTitle}>
        <AdminNameForm
          label={entitiesText.entityName}
          submit={entitiesText.addEntity}
          onSubmit={add(addEntity)}
        />
      </AdminPanel>
      <AdminPanel title={entitiesText.addLawTitle}>
        <AdminNameForm
          label={entitiesText.lawName}
          submit={entitiesText.addLaw}
          onSubmit={add(addLaw)}
        />
      </AdminPanel>
      <AdminPanel title={entitiesText.assignTitle}>
        <AdminAssignForm state={state} run={run} typedLaw={typedLaw} />
      </AdminPanel>
    </div>
  );
}

/** A delete icon button that asks first, then runs the deletion. */
export function AdminDeleteButton({
  label,
  question,
  confirm,
  onConfirmed,
}: {
  label: string;
  question: string;
  confirm: AdminConfirm;
  onConfirmed: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-high"
      aria-label={label}
      onClick={async () => {
        if (await confirm(question, adminText.data.delete)) onConfirmed();
      }}
    >
      <Trash2 aria-hidden="true" strokeWidth={1.5} />
    </Button>
  );
}

/** A list of names, each with an optional line of detail and a delete button that asks first; `empty` says none. */
export function AdminNameList({
  names,
  empty,
  detail,
  deleteLabel,
  question,
  onDelete,
  confirm,
}: {
  names: string[];
  empty: string;
  detail?: (name: string) => string;
  deleteLabel: (name: string) => string;
  question: (name: string) => string;
  onDelete: (name: string) => void;
  confirm: AdminConfirm;
}) {
  if (names.length === 0) return <p className="text-ink-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line">
      {names.map((name) => (
        <li key={name} className="flex items-center justify-between gap-3 py-2">
          <span>
            <span className="font-medium">{name}</span>
            {detail ? <span className="block text-sm text-ink-muted">{detail(name)}</span> : null}
          </span>
          <AdminDeleteButton
            label={deleteLabel(name)}
            question={question(name)}
            confirm={confirm}
            onConfirmed={() => onDelete(name)}
          />
        </li>
      ))}
    </ul>
  );
}
