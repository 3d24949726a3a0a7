import { LogOut } from "lucide-react";
import { useState } from "react";
import { NavLink, Outlet } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { adminText } from "~/content/admin-text";
import { AdminDataLoader } from "~/features/admin/admin-data-loader";
import { AdminGate } from "~/features/admin/admin-gate";
import { AdminToaster } from "~/features/admin/admin-toast";
import { cn } from "~/lib/cn";

const headerText = adminText.header;

/**
 * The admin area's own minimal layout (no public header, footer or floating buttons). One gate for both admin
 * pages; the login lives in memory only, so a reload or Logout returns to the gate.
 */
export default function AdminLayout() {
  const [loggedIn, setLoggedIn] = useState(false);
  return (
    <div className="min-h-dvh bg-surface">
      {loggedIn ? (
        <header className="on-dark bg-navy text-white">
          <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
            <p className="font-semibold">{headerText.title}</p>
            <nav aria-label={headerText.navLabel} className="flex flex-wrap gap-1">
              {headerText.nav.map((link) => (
                <NavLink
                  key={link.href}
                  to={link.href}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-11 items-center rounded-control px-3 font-medium hover:bg-white/10",
                      isActive && "bg-white/15",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              ))}
            </nav>
            <div className="flex flex-wrap gap-2">
              <a href="/" className={buttonVariants({ variant: "outline-dark", size: "sm" })}>
                {headerText.backHome}
              </a>
              <Button variant="primary" size="sm" onClick={() => setLoggedIn(false)}>
                <LogOut aria-hidden="true" strokeWidth={1.5} />
                {headerText.logout}
              </Button>
            </div>
          </div>
        </header>
      ) : null}
      <main className="container-page py-8">
        {loggedIn ? (
          <AdminDataLoader>
            <Outlet />
          </AdminDataLoader>
        ) : (
          <AdminGate onLogin={() => setLoggedIn(true)} />
        )}
      </main>
      <AdminToaster />
    </div>
  );
}
