import { data } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHero } from "~/components/page-hero";
import { legalDocByPath, legalText, type LegalBlock } from "~/content/legal";
import { formatLongDate } from "~/lib/dates";
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd, type Crumb } from "~/lib/structured-data";
import type { Route } from "./+types/legal-page";

// One module for /terms, /privacy and /disclaimer; the words come from app/content/legal.ts at build time.
function loadPage({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  const doc = legalDocByPath(path);
  if (!doc) throw data(null, { status: 404 });
  return {
    doc,
    // Formatted and built here (at build time), so the browser bundle needs no date or JSON-LD code.
    lastUpdatedLabel: formatLongDate(doc.lastUpdated),
    jsonLd: [breadcrumbJsonLd(crumbsFor(doc.label, doc.path))],
  };
}

const crumbsFor = (label: string, path: string): Crumb[] => [
  { label: "Home", href: "/" },
  { label, href: path },
];

function buildMeta({ loaderData }: { loaderData: LoadedPage }) {
  if (!loaderData) return [];
  const { doc } = loaderData;
  return getMeta({
    title: doc.label,
    description: doc.description,
    path: doc.path,
    jsonLd: loaderData.jsonLd,
  });
}

const sectionId = (i: number) => `section-${i + 1}`;

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p className="mt-4">{block}</p>;
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

type LoadedPage = Awaited<ReturnType<typeof loadPage>>;

// Built at build time: meta tags and JSON-LD are computed here, so their helpers never ship to the browser.
export function loader(args: Route.LoaderArgs) {
  const data = loadPage(args);
  return { ...data, meta: buildMeta({ loaderData: data }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { doc } = loaderData;
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={crumbsFor(doc.label, doc.path)} />}
        title={doc.title}
        promise={doc.promise}
      />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="legal-contents"
            className="text-sm font-semibold tracking-wider text-ink-muted uppercase"
          >
            {legalText.contents}
          </h2>
          <ol className="mt-3 space-y-1 text-[0.95rem]">
            {doc.sections.map((s, i) => (
              <li key={s.heading}>
                <a
                  href={`#${sectionId(i)}`}
                  className="inline-block py-1 text-ink hover:text-brand hover:underline"
                >
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl text-lg leading-relaxed text-ink">
          <p className="text-base text-ink-muted">
            {legalText.lastUpdated}:{" "}
            <time dateTime={doc.lastUpdated}>{loaderData.lastUpdatedLabel}</time>
          </p>
          {doc.sections.map((section, i) => (
            <section key={section.heading} aria-labelledby={sectionId(i)} className="mt-10">
              <h2 id={sectionId(i)} className="scroll-mt-24 text-2xl font-bold text-ink">
                {section.heading}
              </h2>
              {section.blocks.map((block, j) => (
                <Block key={j} block={block} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
