import { Eye, EyeOff, LockKeyhole } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { adminAuthConfig } from "~/config/admin-auth";
import { adminMessages, adminText } from "~/content/admin-text";
import { useHydrated } from "~/lib/use-hydrated";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { parsePasswordSetting, verifyPassword } from "./admin-password";

const gateText = adminText.gate;
// Parsed when the module loads: a malformed VITE_ADMIN_PASSWORD_HASH fails the build with its reason.
const setting = parsePasswordSetting(adminAuthConfig.passwordHash);

/** The login screen: a password with a show/hide toggle, checked against a PBKDF2 hash. */
export function AdminGate({ onLogin }: { onLogin: () => void }) {
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The prerendered button stays disabled until the page is interactive: without JavaScript there is no check.
  const ready = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  // A password typed (or filled in by a password manager) while the page was loading counts.
  useTypedBeforeHydration(formRef, { password }, (typed) => setPassword(typed.password ?? ""));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    setError(null);
    let ok = false;
    try {
      ok = await verifyPassword(password, setting);
    } catch {
      setChecking(false);
      setError(gateText.noCrypto);
      return;
    }
    setChecking(false);
    if (ok) return onLogin();
    setPassword("");
    setError(adminMessages.wrongPassword);
    inputRef.current?.focus();
  }

  return (
    <div className="mx-auto max-w-md py-10">
      <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <LockKeyhole aria-hidden="true" strokeWidth={1.5} />
        </span>
        <h1 className="mt-4 text-3xl font-bold">{gateText.title}</h1>
        <p className="mt-2 text-ink-muted">{gateText.intro}</p>
        {adminAuthConfig.usesDefaultPassword ? (
          <p className="mt-4 rounded-control border border-accent bg-accent-soft p-3 text-sm">
            {gateText.defaultInForce}
          </p>
        ) : null}
        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={id} className="block text-sm font-semibold">
              {gateText.passwordLabel}
            </label>
            <div className="flex gap-2">
              <Input
                ref={inputRef}
                id={id}
                name="password"
                type={visible ? "text" : "password"}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                required
              />
              <Button
                variant="outline"
                size="icon"
                className="shrink-0"
                aria-label={visible ? gateText.hide : gateText.show}
                aria-pressed={visible}
                aria-controls={id}
                onClick={() => setVisible((v) => !v)}
              >
                {visible ? (
                  <EyeOff aria-hidden="true" strokeWidth={1.5} />
                ) : (
                  <Eye aria-hidden="true" strokeWidth={1.5} />
                )}
              </Button>
            </div>
            <p
              id={`${id}-error`}
              role="alert"
              className="text-sm font-medium text-high empty:hidden"
            >
              {error}
            </p>
          </div>
          <Button
            type="submit"
            variant="secondary"
            className="w-full"
            disabled={!ready || checking}
          >
            {checking ? gateText.checking : gateText.submit}
          </Button>
        </form>
      </div>
    </div>
  );
}
