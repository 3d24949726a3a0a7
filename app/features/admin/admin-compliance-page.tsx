import { useState } from "react";
import { adminText } from "~/content/admin-text";
import { AdminComplianceTab } from "./admin-compliance-tab";
import { useConfirm } from "./admin-dialog";
import { AdminEntityTab } from "./admin-entity-tab";
import { AdminStorageNotices } from "./admin-notices";
import { AdminRecheck } from "./admin-recheck";
import { AdminTabs } from "./admin-tabs";
import { useAdminData } from "./use-admin-data";

/** /admin/compliance after login: its two tabs, compliance items and entity types. Remounted on each login, so the tab resets. */
export function AdminCompliancePage() {
  const data = useAdminData();
  const { confirm, dialog } = useConfirm();
  const [tab, setTab] = useState("compliance");
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{adminText.header.title}</h1>
      <AdminStorageNotices data={data} confirm={confirm} />
      <AdminRecheck data={data.state.complianceData} />
      <AdminTabs
        label={adminText.tabs.label}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: "compliance",
            label: adminText.tabs.compliance,
            panel: <AdminComplianceTab data={data} confirm={confirm} />,
          },
          {
            id: "entities",
            label: adminText.tabs.entities,
            panel: <AdminEntityTab data={data} confirm={confirm} />,
          },
        ]}
      />
      {dialog}
    </div>
  );
}
