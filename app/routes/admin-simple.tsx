import { adminText } from "~/content/admin-text";
import { AdminSimplePage } from "~/features/admin/admin-simple-page";
import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({ ...adminText.meta.simple, path: "/admin/simple", noindex: true });

export default function AdminSimpleRoute() {
  return <AdminSimplePage />;
}
