import { RotateCcw } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { adminText } from "~/content/admin-text";
import { loadPublishedData, publishedData } from "./use-admin-data";

const loaderText = adminText.loader;

type Status = { kind: "loading" } | { kind: "ready" } | { kind: "error"; message: string };

/**
 * Renders the admin pages once the site's published data file has loaded: a browser that holds no data starts
 * from it, and "Reset" restores it. If it cannot load, nothing starts (and nothing stored is touched).
 */
export function AdminDataLoader({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>(
    publishedData() ? { kind: "ready" } : { kind: "loading" },
  );
  const fetchData = useCallback(
    () =>
      loadPublishedData().then(
        () => setStatus({ kind: "ready" }),
        (error: unknown) =>
          setStatus({
            kind: "error",
            message: error instanceof Error ? error.message : String(error),
          }),
      ),
    [],
  );
  useEffect(() => {
    if (!publishedData()) void fetchData();
  }, [fetchData]);
  const retry = () => {
    setStatus({ kind: "loading" });
    void fetchData();
  };

  if (status.kind === "ready") return children;
  if (status.kind === "loading")
    return (
      <p role="status" className="text-ink-muted">
        {loaderText.loading}
      </p>
    );
  return (
    <div
      role="alert"
      className="max-w-2xl space-y-3 rounded-card border border-high bg-red-50 p-5 text-ink"
    >
      <h1 className="text-xl font-semibold">{loaderText.errorTitle}</h1>
      <p>{loaderText.errorBody}</p>
      <p className="font-mono text-sm [overflow-wrap:anywhere]">{status.message}</p>
      <Button variant="secondary" onClick={retry}>
        <RotateCcw aria-hidden="true" strokeWidth={1.5} />
        {loaderText.retry}
      </Button>
    </div>
  );
}
