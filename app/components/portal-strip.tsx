import { useFrameWords } from "~/content/frame";
import * as portalWords from "~/content/portals";

/**
 * The nine government portals founders use most, each opening in a new tab. Text only: the strip is on every page,
 * and its icons were about 1 KB of every page's gzipped HTML, which a phone downloads before its first paint.
 */
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
          {portals.map(({ name, fullName, url }) => (
            <li key={name}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                title={fullName}
                className="flex h-full min-h-11 items-start rounded-control border border-l-4 border-line border-l-brand bg-white p-3 hover:border-brand hover:shadow-card"
              >
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
