import { publishConfig } from "~/config/publish";

/*
 * The publish connection staff set in the admin: repository, branch, file path and who they are (kept in this
 * browser's local storage, defaults from the build), and the GitHub token, kept in this tab's session storage only:
 * gone when the tab closes, never in local storage (docs/decisions/035-publish-from-the-admin.md).
 */

export interface PublishSettings {
  repository: string;
  branch: string;
  path: string;
  name: string;
  email: string;
}

export const SETTINGS_KEY = "publishSettings";
export const TOKEN_KEY = "publishToken";

export const defaultSettings = (): PublishSettings => ({
  repository: publishConfig.repository,
  branch: publishConfig.branch,
  path: publishConfig.path,
  name: "",
  email: "",
});

const storage = (kind: "localStorage" | "sessionStorage"): Storage | null => {
  try {
    return window[kind];
  } catch {
    return null; // blocked by the browser's settings
  }
};

export function readSettings(): PublishSettings {
  const defaults = defaultSettings();
  try {
    const raw = JSON.parse(storage("localStorage")?.getItem(SETTINGS_KEY) ?? "null") as unknown;
    if (!raw || typeof raw !== "object") return defaults;
    const stored = raw as Record<string, unknown>;
    // A token stored by an older version in a settings field is not read back.
    const pick = (key: keyof PublishSettings) =>
      typeof stored[key] === "string" && !looksLikeToken(stored[key] as string)
        ? (stored[key] as string)
        : defaults[key];
    return {
      repository: pick("repository"),
      branch: pick("branch"),
      path: pick("path"),
      name: pick("name"),
      email: pick("email"),
    };
  } catch {
    return defaults;
  }
}

/** Saves the settings (never the token); false when the browser refuses. */
export function saveSettings(settings: PublishSettings): boolean {
  try {
    storage("localStorage")?.setItem(SETTINGS_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}

export const readToken = () => storage("sessionStorage")?.getItem(TOKEN_KEY) ?? "";

export function saveToken(token: string) {
  try {
    if (token) storage("sessionStorage")?.setItem(TOKEN_KEY, token);
    else storage("sessionStorage")?.removeItem(TOKEN_KEY);
  } catch {
    // Without session storage the token lives in the form until the dialog closes.
  }
}

/** A GitHub token's shape (classic, fine-grained, OAuth, app): pasted in the wrong field, it is never stored. */
export const looksLikeToken = (value: string) =>
  /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/.test(value);

export type SettingsProblems = Partial<Record<keyof PublishSettings | "token", string>>;

/** What is missing or malformed, field by field, in the words the form shows next to each field. */
export function checkSettings(
  settings: PublishSettings,
  token: string,
  words: {
    repository: string;
    branch: string;
    path: string;
    name: string;
    email: string;
    token: string;
    tokenHere: string;
  },
): SettingsProblems {
  const problems: SettingsProblems = {};
  if (!/^[\w.-]+\/[\w.-]+$/.test(settings.repository.trim()))
    problems.repository = words.repository;
  if (!settings.branch.trim() || /\s|\.\.|^\/|\/$/.test(settings.branch.trim()))
    problems.branch = words.branch;
  if (!/^[^/\s][^\s]*\.json$/.test(settings.path.trim())) problems.path = words.path;
  if (!settings.name.trim()) problems.name = words.name;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(settings.email.trim())) problems.email = words.email;
  if (!token.trim() || /\s/.test(token.trim())) problems.token = words.token;
  for (const key of ["repository", "branch", "path", "name", "email"] as const)
    if (looksLikeToken(settings[key])) problems[key] = words.tokenHere;
  return problems;
}
