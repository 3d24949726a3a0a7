import { SiteLink } from "./site-link";
import { Mail, MapPin, Phone } from "lucide-react";
import { fullAddress, mailtoHref, site, telHref } from "~/config/site";
import { areas } from "~/content/areas";
import { useFrameWords } from "~/content/frame";
import * as navigation from "~/content/navigation";
import type { NavLinkItem } from "~/content/navigation";
import { existingLinks } from "~/lib/site-pages";
import { Logo } from "./logo";

/* The footer's static parts. Rendered at build time only, through <Prerendered> (see site-footer.tsx). */

const socialNames: Record<string, string> = {
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X",
  youtube: "YouTube",
};

export const footerHeading = "text-sm font-semibold tracking-wider text-slate-300 uppercase";

function LinkList({ title, links }: { title: string; links: NavLinkItem[] }) {
  if (links.length === 0) return null;
  return (
    <div>
      <h2 className={footerHeading}>{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink to={link.href} className="text-slate-100 hover:text-accent hover:underline">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FooterMain() {
  const footerText = useFrameWords("footerText", navigation.footerText);
  const staticText = useFrameWords("prerenderedFrameText", navigation.prerenderedFrameText);
  const componentText = useFrameWords("componentText", navigation.componentText);
  const quickLinks = useFrameWords("quickLinks", navigation.quickLinks);
  const footerServices = useFrameWords("footerServices", navigation.footerServices);
  const officeAddress = useFrameWords("officeAddress", fullAddress);
  return (
    <>
      <div className="space-y-5">
        <Logo tone="light" />
        <p className="text-sm text-slate-300">{footerText.about}</p>
        <address className="space-y-3 text-sm not-italic">
          <a href={telHref} className="flex items-center gap-2.5 hover:text-accent">
            <Phone aria-hidden="true" className="size-4 text-accent" />
            {site.phone.display}
          </a>
          <a href={mailtoHref} className="flex items-center gap-2.5 hover:text-accent">
            <Mail aria-hidden="true" className="size-4 text-accent" />
            {site.email}
          </a>
          <p className="flex items-start gap-2.5">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            {officeAddress}
          </p>
        </address>
        {site.social.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={staticText.socialLabel}>
            {site.social.map(({ network, url }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-4 text-sm font-semibold hover:bg-white/20"
                >
                  {socialNames[network]}
                  <span className="sr-only"> {componentText.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <LinkList title={staticText.quickLinksTitle} links={existingLinks(quickLinks)} />
      <LinkList title={staticText.servicesTitle} links={existingLinks(footerServices)} />
    </>
  );
}

export function FooterAreasAndDisclaimer() {
  const englishAreaNames = Object.fromEntries(areas.map((a) => [a.slug, a.name]));
  const footerText = useFrameWords("footerText", navigation.footerText);
  const areaNames = useFrameWords("areaNames", englishAreaNames);
  const areaLinks = existingLinks(
    areas.map((a) => ({ label: areaNames[a.slug] ?? a.name, href: `/${a.slug}` })),
  );
  return (
    <>
      {areaLinks.length > 0 ? (
        <div className="border-t border-white/10">
          <div className="container-page py-8">
            <h2 className={footerHeading}>{footerText.areasTitle}</h2>
            <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {areaLinks.map((area) => (
                <li key={area.href}>
                  <SiteLink
                    to={area.href}
                    className="text-slate-100 hover:text-accent hover:underline"
                  >
                    {area.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <div className="border-t border-white/10">
        <p className="container-page pt-8 text-sm text-slate-300">{footerText.disclaimer}</p>
      </div>
    </>
  );
}
