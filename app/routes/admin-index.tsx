import { useEffect } from "react";
import { useNavigate } from "react-router";
import { adminText } from "~/content/admin-text";
import { getMeta } from "~/lib/meta";
import { metaFromLoader } from "~/lib/meta-from-loader";

export const loader = () => ({
  meta: getMeta({ ...adminText.meta.index, path: "/admin", noindex: true }),
});

export const meta = metaFromLoader;

/** /admin: the layout shows the gate; once staff are signed in, they land on the due-dates editor. */
export default function AdminIndexRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate("/admin/compliance", { replace: true });
  }, [navigate]);
  return null;
}
