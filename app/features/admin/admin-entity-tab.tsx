import { Pencil, Trash2, X } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { adminMessages as m, adminText } from "~/content/admin-text";
import { AdminDataTools } from "./admin-data-tools";
import { AdminHowTo } from "./admin-notices";
import {
  addEntity,
  addLaw,
  assignLaw,
  deleteEntity,
  deleteLaw,
  lawUsage,
  removeLawFromEntity,
  renameEntity,
} from "./admin-store";
import type { useAdminData } from "./use-admin-data";

const t = adminText.entities;
export const adminSelectClass =
  "block min-h-11 w-full rounded-[var(--radius-control)] border border-slate-400 bg-white px-3 text-base";

interface TabProps {
  data: ReturnType<typeof useAdminData>;
  confirm: (message: string, label?: string) => Promise<boolean>;
}

export function AdminPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A one-field form that clears itself when the action succeeds. */
export function AdminNameForm({
  label,
  submit,
  onSubmit,
  hint,
  listId,
}: {
  label: string;
  submit: string;
  hint?: string;
  listId?: string;
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
      <Field label={label} hint={hint} className="min-w-56 flex-1">
        <Input value={value} list={listId} onChange={(e) => setValue(e.target.value)} />
      </Field>
      <Button type="submit" variant="secondary">
        {submit}
      </Button>
    </form>
  );
}

/** Spec 2.19, entity tab: entity types, laws, assignments; export, import, reset. */
export function AdminEntityTab({ data, confirm }: TabProps) {
  const { state, run } = data;
  const [entity, setEntity] = useState("");
  const [law, setLaw] = useState("");
  const usage = lawUsage(state);
  const entities = Object.keys(state.entityLawMap);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-2xl font-semibold">{adminText.tabs.entities}</h2>
        <AdminDataTools data={data} confirm={confirm} resetScope="entities" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <AdminPanel title={t.addEntityTitle}>
          <AdminNameForm
            label={t.entityName}
            submit={t.addEntity}
            onSubmit={(v) => run((s) => addEntity(s, v)).ok}
          />
        </AdminPanel>
        <AdminPanel title={t.addLawTitle}>
          <AdminNameForm
            label={t.lawName}
            submit={t.addLaw}
            onSubmit={(v) => run((s) => addLaw(s, v)).ok}
          />
        </AdminPanel>
        <AdminPanel title={t.assignTitle}>
          <form
            noValidate
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (run((s) => assignLaw(s, entity, law)).ok) setLaw("");
            }}
          >
            <Field label={t.entitySelect}>
              <select
                className={adminSelectClass}
                value={entity}
                onChange={(e) => setEntity(e.target.value)}
              >
                <option value="">{t.choose}</option>
                {entities.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            </Field>
            <Field label={t.lawSelect}>
              <select
                className={adminSelectClass}
                value={law}
                onChange={(e) => setLaw(e.target.value)}
              >
                <option value="">{t.choose}</option>
                {state.availableLaws.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            </Field>
            <Button type="submit" variant="secondary">
              {t.assign}
            </Button>
          </form>
        </AdminPanel>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <AdminPanel title={t.lawsTitle}>
          {state.availableLaws.length === 0 ? (
            <p className="text-ink-muted">{t.noLawsAvailable}</p>
          ) : (
            <ul className="divide-y divide-line">
              {state.availableLaws.map((name) => (
                <li key={name} className="flex items-center justify-between gap-3 py-1.5">
                  <span>
                    <span className="font-medium">{name}</span>
                    <span className="block text-sm text-ink-muted">
                      {t.usage(usage[name] ?? 0)}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-high"
                    aria-label={t.deleteLaw(name)}
                    onClick={async () => {
                      if (await confirm(m.deleteLawConfirm(name), adminText.data.delete))
                        run((s) => deleteLaw(s, name));
                    }}
                  >
                    <Trash2 aria-hidden="true" strokeWidth={1.5} />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
        <AdminPanel title={t.entitiesTitle}>
          {entities.length === 0 ? (
            <p className="text-ink-muted">{t.noEntities}</p>
          ) : (
            <ul className="space-y-4">
              {entities.map((name) => (
                <EntityRow
                  key={name}
                  name={name}
                  laws={state.entityLawMap[name] ?? []}
                  data={data}
                  confirm={confirm}
                />
              ))}
            </ul>
          )}
        </AdminPanel>
      </div>
      <AdminHowTo steps={adminText.howTo.entities} />
    </div>
  );
}

function EntityRow({
  name,
  laws,
  data,
  confirm,
}: {
  name: string;
  laws: string[];
  data: ReturnType<typeof useAdminData>;
  confirm: TabProps["confirm"];
}) {
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(name);
  const inputId = useId();
  return (
    <li className="rounded-[var(--radius-control)] border border-line p-3">
      {renaming ? (
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const outcome = data.run((s) => renameEntity(s, name, draft));
            if (outcome.ok || outcome.kind === "ignored") setRenaming(false);
          }}
        >
          <div className="min-w-56 flex-1 space-y-1">
            <label htmlFor={inputId} className="block text-sm font-semibold">
              {t.renameLabel(name)}
            </label>
            <Input
              id={inputId}
              value={draft}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the Rename button on purpose
              autoFocus
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Escape") setRenaming(false);
              }}
            />
          </div>
          <Button type="submit" size="sm" variant="secondary">
            {t.renameSave}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRenaming(false)}>
            {adminText.data.cancel}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-semibold">{name}</h4>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${t.rename}: ${name}`}
              onClick={() => {
                setDraft(name);
                setRenaming(true);
              }}
            >
              <Pencil aria-hidden="true" strokeWidth={1.5} />
              {t.rename}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-high"
              aria-label={t.deleteEntity(name)}
              onClick={async () => {
                if (await confirm(m.deleteEntityConfirm(name), adminText.data.delete))
                  data.run((s) => deleteEntity(s, name));
              }}
            >
              <Trash2 aria-hidden="true" strokeWidth={1.5} />
            </Button>
          </div>
        </div>
      )}
      {laws.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t.noLaws}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {laws.map((law) => (
            <li
              key={law}
              className="inline-flex items-center gap-1 rounded-full border border-brand/30 bg-brand-soft py-0.5 pr-0.5 pl-3 text-sm"
            >
              {law}
              <button
                type="button"
                aria-label={t.removeLaw(law, name)}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white sm:size-8"
                onClick={async () => {
                  if (await confirm(m.removeLawConfirm(law, name), adminText.data.remove))
                    data.run((s) => removeLawFromEntity(s, name, law));
                }}
              >
                <X aria-hidden="true" strokeWidth={1.5} className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
