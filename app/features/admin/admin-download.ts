import type { AdminState } from "./admin-store";

/** Local calendar date as YYYY-MM-DD (the admin's "today"). */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const exportFileName = (today: string) => `compliance-data-export-${today}.json`;
export const SITE_FILE_NAME = "compliance-due-dates.json";

/** The export file: entityLawMap, availableLaws, complianceData. */
export const exportJson = (state: AdminState) =>
  JSON.stringify(
    {
      entityLawMap: state.entityLawMap,
      availableLaws: state.availableLaws,
      complianceData: state.complianceData,
    },
    null,
    2,
  );

/** Saves text as a file through a temporary link. */
export function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
