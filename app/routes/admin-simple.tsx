import { adminText } from "~/content/admin-text";
import { AdminSimplePage } from "~/features/admin/admin-simple-page";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";

export const loader = () => ({
  meta: getMeta({ ...adminText.meta.simple, path: "/admin/simple", noindex: true }),
});

export const meta = metaFromLoader;

export default function AdminSimpleRoute() {
  return <AdminSimplePage />;
}
