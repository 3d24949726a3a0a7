import { Pencil, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { adminMessages, adminText } from "~/content/admin-text";
import { AdminDataTools } from "./admin-data-tools";
import { AdminHowTo } from "./admin-notices";
import {
  AdminAddPanels,
  AdminDeleteButton,
  AdminNameList,
  AdminPanel,
  type AdminConfirm,
} from "./admin-panels";
import {
  deleteEntity,
  deleteLaw,
  lawUsage,
  removeLawFromEntity,
  renameEntity,
} from "./admin-store";
import type { useAdminData } from "./use-admin-data";

const entitiesText = adminText.entities;

interface TabProps {
  data: ReturnType<typeof useAdminData>;
  confirm: AdminConfirm;
}

/** The entity tab of /admin/compliance: entity types, laws, assignments; export, import, reset. */
export function AdminEntityTab({ data, confirm }: TabProps) {
  const { state, run } = data;
  const usage = lawUsage(state);
  const entities = Object.keys(state.entityLawMap);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-2xl font-semibold">{adminText.tabs.entities}</h2>
        <AdminDataTools data={data} confirm={confirm} resetScope="entities" />
      </div>
      <AdminAddPanels state={state} run={run} />

      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <AdminPanel title={entitiesText.lawsTitle}>
          <AdminNameList
            names={state.availableLaws}
            empty={entitiesText.noLawsAvailable}
            detail={(name) => entitiesText.usage(usage.get(name) ?? 0)}
            deleteLabel={entitiesText.deleteLaw}
            question={adminMessages.deleteLawConfirm}
            onDelete={(name) => run((s) => deleteLaw(s, name))}
            confirm={confirm}
          />
        </AdminPanel>
        <AdminPanel title={entitiesText.entitiesTitle}>
          {entities.length === 0 ? (
            <p className="text-ink-muted">{entitiesText.noEntities}</p>
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
    <li className="rounded-control border border-line p-3">
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
              {entitiesText.renameLabel(name)}
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
            {entitiesText.renameSave}
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
              aria-label={`${entitiesText.rename}: ${name}`}
              onClick={() => {
                setDraft(name);
                setRenaming(true);
              }}
            >
              <Pencil aria-hidden="true" strokeWidth={1.5} />
              {entitiesText.rename}
            </Button>
            <AdminDeleteButton
              label={entitiesText.deleteEntity(name)}
              question={adminMessages.deleteEntityConfirm(name)}
              confirm={confirm}
              onConfirmed={() => data.run((s) => deleteEntity(s, name))}
            />
          </div>
        </div>
      )}
      {laws.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{entitiesText.noLaws}</p>
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
                aria-label={entitiesText.removeLaw(law, name)}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white sm:size-8"
                onClick={async () => {
                  if (
                    await confirm(adminMessages.removeLawConfirm(law, name), adminText.data.remove)
                  )
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
