import { useFrameWords } from "~/content/frame";
import * as portalWords from "~/content/portals";

/** The nine government portals founders use most, each opening in a new tab. */
export function PortalStrip() {
  const portals = useFrameWords("portals", portalWords.portals);
  const portalStripText = useFrameWords("portalStripText", portalWords.portalStripText);
  return (
    <section aria-labelledby="portals-title" className="border-t border-line bg-surface">
      <div className="container-page py-10">
        <h2 id="portals-title" className="text-lg font-semibold text-ink">
          {portalStripText.title}
        </h2>
        <ul className="mt-5 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3">
          {portals.map(({ name, fullName, url, icon: Icon }) => (
            <li key={name}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                title={fullName}
                className="flex h-full min-h-11 items-start gap-2.5 rounded-control border border-line bg-white p-3 hover:border-brand hover:shadow-card"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span className="min-w-0">
                  <span className="external-mark block text-sm font-semibold text-ink">{name}</span>
                  <span className="block text-xs leading-snug text-ink-muted">{fullName}</span>
                  <span className="sr-only"> {portalStripText.newTab}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
