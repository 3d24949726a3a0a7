import { adminMessages, adminText } from "~/content/admin-text";
import { useConfirm } from "./admin-dialog";
import { AdminStorageNotices } from "./admin-notices";
import { AdminAddPanels, AdminNameList, AdminPanel } from "./admin-panels";
import { deleteEntity, deleteLaw } from "./admin-store";
import { useAdminData } from "./use-admin-data";

const entitiesText = adminText.entities;

/** /admin/simple: add entity, add law, assign a typed law name; lists with delete. */
export function AdminSimplePage() {
  const data = useAdminData();
  const { state, run } = data;
  const { confirm, dialog } = useConfirm();
  const entities = Object.keys(state.entityLawMap);

  return (
    <div className="space-y-6">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold">{adminText.simple.heading}</h1>
        <p className="mt-2 text-ink-muted">{adminText.simple.intro}</p>
      </div>
      <AdminStorageNotices data={data} confirm={confirm} />
      {/* Blank names are ignored here, without a message. */}
      <AdminAddPanels
        state={state}
        run={run}
        ignoreBlank
        typedLaw={{ label: adminText.simple.lawNameTyped, hint: adminText.simple.lawNameHint }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title={entitiesText.entitiesTitle}>
          <AdminNameList
            names={entities}
            empty={entitiesText.noEntities}
            detail={(name) => (state.entityLawMap[name] ?? []).join(", ") || entitiesText.noLaws}
            deleteLabel={entitiesText.deleteEntity}
            question={adminMessages.deleteEntityConfirm}
            onDelete={(name) => run((s) => deleteEntity(s, name))}
            confirm={confirm}
          />
        </AdminPanel>
        <AdminPanel title={entitiesText.lawsTitle}>
          <AdminNameList
            names={state.availableLaws}
            empty={entitiesText.noLawsAvailable}
            deleteLabel={entitiesText.deleteLaw}
            question={adminMessages.deleteLawConfirm}
            onDelete={(name) => run((s) => deleteLaw(s, name))}
            confirm={confirm}
          />
        </AdminPanel>
      </div>
      {dialog}
    </div>
  );
}
