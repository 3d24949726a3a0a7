import { SiteLink } from "./site-link";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { useFrameWords } from "~/content/frame";
import * as navigation from "~/content/navigation";
import { cn } from "~/lib/cn";
import { hasPage } from "~/lib/site-pages";
import { buttonVariants } from "./ui/button";

export interface HeroAction {
  label: string;
  href: string;
  /** External links (WhatsApp) open in a new tab. */
  external?: boolean;
}

/** An image beside the hero's text. Only wide screens show it: below Tailwind's `lg` the hero is one column. */
export interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/** Where the hero shows its image: Tailwind's `lg` breakpoint (64rem). */
export const heroImageMedia = "(min-width: 64rem)";

/*
 * A hidden image still downloads, and an SVG image is parsed as a document of its own on the main thread while the
 * page starts. Lazy loading keeps narrow screens from fetching the image at all (a hidden image is never near the
 * viewport); the preload, limited to wide screens, starts the download early where the image shows (React emits it
 * in <head> while prerendering, in place of the preload it would have made for an eager image on every screen).
 */
function HeroImageView({ image }: { image: HeroImage }) {
  preload(image.src, { as: "image", media: heroImageMedia });
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={image.className}
    />
  );
}

interface PageHeroProps {
  title: string;
  promise?: string;
  eyebrow?: string;
  primary?: HeroAction;
  secondary?: HeroAction;
  trust?: string[];
  /** Shown beside the text on wide screens only. */
  image?: HeroImage;
  above?: ReactNode;
  /** Below the promise and the actions: a control of the page's own (the offline page's Retry). */
  children?: ReactNode;
  /**
   * Beside the text from 1024 px, in place of an image: a panel of facts from the page's content (its key facts,
   * its steps, the firm's contact details), so a wide hero is not half empty. Below 1024 px it is not shown: the
   * page says the same further down.
   */
  aside?: ReactNode;
  size?: "home" | "page";
}

function Action({ action, variant }: { action: HeroAction; variant: "primary" | "outline-dark" }) {
  const componentText = useFrameWords("componentText", navigation.componentText);
  const className = buttonVariants({ variant, size: "lg" });
  if (action.external)
    return (
      <a href={action.href} target="_blank" rel="noopener noreferrer" className={className}>
        {action.label}
        <span className="sr-only">{` ${componentText.newTab}`}</span>
      </a>
    );
  if (!hasPage(action.href)) return null;
  return (
    <SiteLink to={action.href} className={className}>
      {action.label}
    </SiteLink>
  );
}

/** Navy hero used at the top of every public page; it carries the page's only h1. */
export function PageHero({
  title,
  promise,
  eyebrow,
  primary,
  secondary,
  trust,
  image,
  above,
  children,
  aside,
  size = "page",
}: PageHeroProps) {
  return (
    <section className="on-dark relative overflow-hidden bg-[linear-gradient(135deg,#0b2545_0%,#13315c_55%,#1e4976_100%)] text-white">
      <div
        className={cn(
          "container-page relative grid grid-cols-1 items-center gap-10 pt-28 pb-16",
          size === "home" && "lg:grid-cols-[1.15fr_1fr] lg:pt-36 lg:pb-24",
          size === "page" && (image || aside) ? "lg:grid-cols-[1.3fr_1fr]" : "",
        )}
      >
        <div className="max-w-3xl">
          {above}
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wider text-accent uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1
            className={cn(
              "font-bold text-white",
              size === "home"
                ? "text-4xl sm:text-5xl lg:text-6xl"
                : "text-3xl sm:text-4xl lg:text-5xl",
            )}
          >
            {title}
          </h1>
          {promise ? (
            <p className="mt-5 max-w-2xl text-lg text-slate-200 sm:text-xl">{promise}</p>
          ) : null}
          {primary || secondary ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {primary ? <Action action={primary} variant="primary" /> : null}
              {secondary ? <Action action={secondary} variant="outline-dark" /> : null}
            </div>
          ) : null}
          {trust?.length ? (
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
              {trust.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
          {children}
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
        {image && !aside ? (
          <div className="hidden lg:block">
            <HeroImageView image={image} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
