import { SiteLink } from "./site-link";
import type { HeroAction } from "./page-hero";
import { frameWords } from "~/content/frame";
import { deferLayout } from "~/lib/deferred-layout";
import { hasPage } from "~/lib/site-pages";
import { useLocale } from "~/lib/use-locale";
import { buttonVariants } from "./ui/button";

/** Closing call to action: navy band, one amber primary button, an optional outline secondary. */
export function CtaBand({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary: HeroAction;
  secondary?: HeroAction;
}) {
  const { newTab } = frameWords(useLocale()).navigation.footerText;
  const actions = [primary, secondary].filter(
    (a): a is HeroAction => !!a && (a.external || hasPage(a.href)),
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      {...deferLayout}
      className="on-dark bg-navy py-16 text-white"
    >
      <div className="container-page flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold text-white">
            {title}
          </h2>
          <p className="mt-3 text-lg text-slate-200">{text}</p>
        </div>
        {actions.length > 0 ? (
          <div className="flex flex-wrap gap-3">
            {actions.map((action, i) =>
              action.external ? (
                <a
                  key={action.href}
                  href={action.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({
                    variant: i === 0 ? "primary" : "outline-dark",
                    size: "lg",
                  })}
                >
                  {action.label}
                  <span className="sr-only">{` ${newTab}`}</span>
                </a>
              ) : (
                <SiteLink
                  key={action.href}
                  to={action.href}
                  className={buttonVariants({
                    variant: i === 0 ? "primary" : "outline-dark",
                    size: "lg",
                  })}
                >
                  {action.label}
                </SiteLink>
              ),
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
