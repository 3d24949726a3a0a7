import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { adminText } from "~/content/admin-text";
import { AdminAddItemForm } from "./admin-add-item-form";
import { AdminDataTools } from "./admin-data-tools";
import { AdminLawCard } from "./admin-law-card";
import { AdminHowTo } from "./admin-notices";
import type { useAdminData } from "./use-admin-data";

const t = adminText.compliance;

interface TabProps {
  data: ReturnType<typeof useAdminData>;
  confirm: (message: string, label?: string) => Promise<boolean>;
}

/** Spec 2.19, compliance tab: a card per law, click-to-edit cells, add/delete, export/import/reset. */
export function AdminComplianceTab({ data, confirm }: TabProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [addingFirst, setAddingFirst] = useState(false);
  const laws = Object.keys(data.state.complianceData);
  const total = Object.values(data.state.complianceData).flat().length;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-semibold">{t.heading}</h2>
          <p className="mt-1 text-ink-muted">{t.intro}</p>
        </div>
        <AdminDataTools data={data} confirm={confirm} resetScope="compliance" />
      </div>
      {total === 0 ? (
        <div className="rounded-[var(--radius-card)] border border-dashed border-slate-400 p-8 text-center">
          <p className="text-lg">{t.emptyAll}</p>
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
              {t.addFirst}
            </Button>
          )}
        </div>
      ) : (
        laws.map((law) => (
          <AdminLawCard
            key={law}
            law={law}
            items={data.state.complianceData[law] ?? []}
            laws={data.state.availableLaws}
            run={data.run}
            confirm={confirm}
            editing={editing}
            setEditing={setEditing}
          />
        ))
      )}
      <AdminHowTo steps={adminText.howTo.compliance} />
    </div>
  );
}
