import { SiteLink } from "~/components/site-link";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CardGrid } from "~/components/card-grid";
import { CheckList } from "~/components/check-list";
import { CtaBand } from "~/components/cta-band";
import { DataTable } from "~/components/data-table";
import { FeatureList } from "~/components/feature-list";
import { NoticeBox } from "~/components/notice-box";
import { PageHero, type HeroAction } from "~/components/page-hero";
import { ProcessSteps } from "~/components/process-steps";
import { Section } from "~/components/section";
import { Accordion } from "~/components/ui/accordion";
import { buttonVariants } from "~/components/ui/button";
import { useFrameWords } from "~/content/frame";
import * as navigation from "~/content/navigation";
import { hasPage } from "~/lib/site-pages";
import type { BlockData, ServicePageData } from "./service-page-model";

function ActionLink({ action }: { action: HeroAction }) {
  const componentText = useFrameWords("componentText", navigation.componentText);
  const className = buttonVariants({ variant: "outline" });
  if (action.external)
    return (
      <a href={action.href} target="_blank" rel="noopener noreferrer" className={className}>
        {action.label}
        <span className="sr-only">{` ${componentText.newTab}`}</span>
      </a>
    );
  return hasPage(action.href) ? (
    <SiteLink to={action.href} className={className}>
      {action.label}
    </SiteLink>
  ) : null;
}

function Block({ block }: { block: BlockData }) {
  const section = {
    id: block.id,
    title: block.title,
    eyebrow: block.eyebrow,
    intro: block.intro,
    tone: block.tone,
  };
  switch (block.kind) {
    case "cards":
      return (
        <Section {...section}>
          <CardGrid
            columns={block.columns}
            cards={block.cards.map(({ iconSvg, ...card }) => ({
              ...card,
              iconSlot: iconSvg ? (
                <span className="contents" dangerouslySetInnerHTML={{ __html: iconSvg }} />
              ) : undefined,
            }))}
          />
        </Section>
      );
    case "steps":
      return (
        <Section {...section}>
          <ProcessSteps steps={block.steps} />
        </Section>
      );
    case "checklist":
      return (
        <Section {...section}>
          <CheckList items={block.items} />
        </Section>
      );
    case "table":
      return (
        <Section {...section}>
          <DataTable caption={block.caption} columns={block.columns} rows={block.rows} />
          {block.note ? <p className="mt-4 text-sm text-ink-muted">{block.note}</p> : null}
        </Section>
      );
    case "faq":
      return (
        <Section {...section}>
          <Accordion
            className="max-w-3xl"
            defaultOpen={0}
            items={block.items.map((item) => ({ title: item.question, content: item.answer }))}
          />
        </Section>
      );
    case "notice":
      return (
        <NoticeBox id={block.id} title={block.title} variant={block.variant}>
          {block.intro ? <p>{block.intro}</p> : null}
          {block.points?.length ? (
            <FeatureList
              items={block.points}
              marker={block.variant === "warning" ? "bullet" : "tick"}
              className="mt-4 text-base"
            />
          ) : null}
          {block.link ? (
            <div className="mt-5">
              <ActionLink action={block.link} />
            </div>
          ) : null}
        </NoticeBox>
      );
  }
}

/** Every services page: hero with breadcrumbs, its sections in order, and the closing call to action. */
export function ServicePageView({ page }: { page: ServicePageData }) {
  const { hero, cta } = page;
  return (
    <>
      <PageHero
        above={<Breadcrumbs crumbs={page.crumbs} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        promise={hero.promise}
        primary={hero.primary}
        secondary={hero.secondary}
        trust={hero.trust}
        image={
          hero.illustration
            ? { ...hero.illustration, className: "ml-auto h-auto w-full max-w-[420px]" }
            : undefined
        }
      />
      {page.sections.map((block) => (
        <Block key={block.id} block={block} />
      ))}
      {cta ? <CtaBand id="closing-cta" {...cta} /> : null}
    </>
  );
}
