import { Outlet } from "react-router";

/*
 * The pages a visitor works with (the consultation and contact forms, the articles' search, the due-dates table).
 * Being under this layout is what makes a page load React: the root layout writes the framework's scripts only
 * when this route or the admin area matches (docs/decisions/019-static-pages.md).
 */
export default function InteractiveLayout() {
  return <Outlet />;
}
