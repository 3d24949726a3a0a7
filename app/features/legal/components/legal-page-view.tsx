import { Breadcrumbs } from "~/components/breadcrumbs";
import { EnglishOnlyNotice } from "~/components/english-only-notice";
import { PageHero } from "~/components/page-hero";
import { legalText, type LegalBlock } from "~/content/legal";
import type { LegalPageData } from "../legal-page.server";

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

/** The terms, privacy and disclaimer pages: a contents list beside the numbered sections. */
export function LegalPageView({
  page: { doc, crumbs, lastUpdatedLabel },
}: {
  page: LegalPageData;
}) {
  return (
    <>
      <PageHero
        above={
          <>
            <Breadcrumbs crumbs={crumbs} />
            <EnglishOnlyNotice kind="legal" />
          </>
        }
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
            {legalText.lastUpdated}: <time dateTime={doc.lastUpdated}>{lastUpdatedLabel}</time>
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
