import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { adminMessages as m, adminText } from "~/content/admin-text";
import { useConfirm } from "./admin-dialog";
import { AdminNameForm, AdminPanel, adminSelectClass } from "./admin-entity-tab";
import { AdminStorageNotices } from "./admin-notices";
import { addEntity, addLaw, assignLaw, deleteEntity, deleteLaw } from "./admin-store";
import { useAdminData } from "./use-admin-data";

const t = adminText.entities;

/** /admin/simple (spec 2.20): add entity, add law, assign a typed law name; lists with delete. */
export function AdminSimplePage() {
  const data = useAdminData();
  const { state, run } = data;
  const { confirm, dialog } = useConfirm();
  const [entity, setEntity] = useState("");
  const [law, setLaw] = useState("");
  const listId = useId();
  const entities = Object.keys(state.entityLawMap);
  // Blank names are ignored here (spec 5), without a message.
  const add = (action: typeof addEntity) => (value: string) =>
    value.trim() ? run((s) => action(s, value)).ok : false;

  return (
    <div className="space-y-6">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold">{adminText.simple.heading}</h1>
        <p className="mt-2 text-ink-muted">{adminText.simple.intro}</p>
      </div>
      <AdminStorageNotices data={data} />
      <div className="grid gap-6 lg:grid-cols-3">
        <AdminPanel title={t.addEntityTitle}>
          <AdminNameForm label={t.entityName} submit={t.addEntity} onSubmit={add(addEntity)} />
        </AdminPanel>
        <AdminPanel title={t.addLawTitle}>
          <AdminNameForm label={t.lawName} submit={t.addLaw} onSubmit={add(addLaw)} />
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
            <Field label={adminText.simple.lawNameTyped} hint={adminText.simple.lawNameHint}>
              <Input list={listId} value={law} onChange={(e) => setLaw(e.target.value)} />
            </Field>
            <datalist id={listId}>
              {state.availableLaws.map((l) => (
                <option key={l} value={l} />
              ))}
            </datalist>
            <Button type="submit" variant="secondary">
              {t.assign}
            </Button>
          </form>
        </AdminPanel>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title={t.entitiesTitle}>
          <ul className="divide-y divide-line">
            {entities.map((name) => (
              <li key={name} className="flex items-start justify-between gap-3 py-2">
                <span>
                  <span className="font-medium">{name}</span>
                  <span className="block text-sm text-ink-muted">
                    {(state.entityLawMap[name] ?? []).join(", ") || t.noLaws}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-high"
                  aria-label={t.deleteEntity(name)}
                  onClick={async () => {
                    if (await confirm(m.deleteEntityConfirm(name), adminText.data.delete))
                      run((s) => deleteEntity(s, name));
                  }}
                >
                  <Trash2 aria-hidden="true" strokeWidth={1.5} />
                </Button>
              </li>
            ))}
          </ul>
        </AdminPanel>
        <AdminPanel title={t.lawsTitle}>
          <ul className="divide-y divide-line">
            {state.availableLaws.map((name) => (
              <li key={name} className="flex items-center justify-between gap-3 py-1.5">
                <span className="font-medium">{name}</span>
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
        </AdminPanel>
      </div>
      {dialog}
    </div>
  );
}
