/**
 * Where the admin publishes the due-dates data (docs/decisions/035-publish-from-the-admin.md): the site's GitHub
 * repository, branch and data file, as defaults staff can change in the admin's settings, from build-time variables
 * (see README). The API's address is not a setting staff can change: the token goes to that host alone.
 */
const env = import.meta.env ?? {};

export const publishConfig = {
  /** GitHub's REST API; the end-to-end tests build a variant that points at a fake. */
  apiUrl: ((env.VITE_GITHUB_API_URL as string | undefined) || "https://api.github.com").replace(
    /\/$/,
    "",
  ),
  repository: (env.VITE_GITHUB_REPOSITORY as string | undefined) || "",
  branch: (env.VITE_GITHUB_BRANCH as string | undefined) || "main",
  path:
    (env.VITE_GITHUB_DATA_PATH as string | undefined) || "public/data/compliance-due-dates.json",
  /** The live data file the admin watches after a publish; by default the site's own (/data/...). */
  liveDataUrl: (env.VITE_PUBLISH_LIVE_URL as string | undefined) || undefined,
};
