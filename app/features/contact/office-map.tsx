import { ExternalLink, MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { site } from "~/config/site";
import { useContactWords } from "./contact-words";
import { openInMapsUrl, osmEmbedUrl } from "./map-links";

/**
 * The office map. The embed loads from OpenStreetMap only when the visitor asks for it (no third-party request,
 * no data cost on a phone, nothing to break when the map server is unreachable); the plain "Open in Maps" link
 * works always.
 */
export function OfficeMap() {
  const { officeMapText, officeAddress } = useContactWords();
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The button that was pressed is gone: hand focus to the map it revealed.
    if (shown) frameRef.current?.focus();
  }, [shown]);
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="relative aspect-[4/3] w-full bg-brand-soft">
        {shown ? (
          <iframe
            ref={frameRef}
            title={officeMapText.iframeTitle}
            src={osmEmbedUrl(site.map)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_center,#dbeafe_0,#eef2ff_60%)] p-6 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-white text-brand shadow">
              <MapPin aria-hidden="true" className="size-7" strokeWidth={1.5} />
            </span>
            <Button variant="secondary" onClick={() => setShown(true)}>
              {officeMapText.showMap}
            </Button>
            <p className="max-w-xs text-sm text-ink-muted">{officeMapText.showMapNote}</p>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-ink">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          {officeAddress}
        </p>
        <a
          href={openInMapsUrl(site.map)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {officeMapText.openInMaps}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only"> {officeMapText.newTab}</span>
        </a>
      </div>
    </div>
  );
}
