import { adminText } from "~/content/admin-text";
import { AdminCompliancePage } from "~/features/admin/admin-compliance-page";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";

export const loader = () => ({
  meta: getMeta({ ...adminText.meta.compliance, path: "/admin/compliance", noindex: true }),
});

export const meta = metaFromLoader;

export default function AdminComplianceRoute() {
  return <AdminCompliancePage />;
}
