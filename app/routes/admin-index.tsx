import { useEffect } from "react";
import { useNavigate } from "react-router";
import { adminText } from "~/content/admin-text";
import { getMeta } from "~/lib/meta";

export const meta = () => getMeta({ ...adminText.meta.index, path: "/admin", noindex: true });

/** /admin: the layout shows the gate; once staff are signed in, they land on the due-dates editor. */
export default function AdminIndexRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate("/admin/compliance", { replace: true });
  }, [navigate]);
  return null;
}
