import { adminText } from "~/content/admin-text";
import { AdminCompliancePage } from "~/features/admin/admin-compliance-page";
import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({ ...adminText.meta.compliance, path: "/admin/compliance", noindex: true });

export default function AdminComplianceRoute() {
  return <AdminCompliancePage />;
}
