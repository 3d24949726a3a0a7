import { dueDatesUpdatesPath } from "~/content/due-dates-updates";
import type { PublishRecord } from "~/lib/compliance-schema";
import { useDueDatesWords } from "../due-dates-words";
import { changeLine, latestUpdates, publishedOn } from "../updates";

/** How many changes of one publish are listed; the rest are counted. */
const CHANGES_SHOWN = 3;

/**
 * The latest published changes of the due dates (the data file's ledger), newest first, with the notification or
 * circular behind each and the link to the updates feed. Self-contained: it takes the ledger and nothing else. Staff
 * write the changes in English: on a page in another language the frame is the page's and each change is marked as
 * English, with a note saying so (docs/decisions/025-telugu-edition.md).
 */
export function LatestChanges({ updates }: { updates: readonly PublishRecord[] | undefined }) {
  const { updatesText, formatDate, ledgerLanguage } = useDueDatesWords();
  const records = latestUpdates(updates);
  return (
    <section
      id="latest-changes"
      aria-labelledby="latest-changes-title"
      className="container-page pt-8 print:hidden"
    >
      <div className="rounded-card border border-line bg-surface p-4 sm:p-5">
        <h2 id="latest-changes-title" className="text-lg font-semibold text-ink">
          {updatesText.title}
        </h2>
        {records.length && ledgerLanguage ? (
          <p className="mt-1 text-sm text-ink-muted">{ledgerLanguage.note}</p>
        ) : null}
        {records.length ? (
          <ul className="mt-2 space-y-2">
            {records.map((record) => (
              <li key={record.publishedAt} className="[overflow-wrap:anywhere]">
                <span className="font-semibold">
                  {updatesText.updated(formatDate(publishedOn(record)))}:
                </span>{" "}
                {record.changes.slice(0, CHANGES_SHOWN).map((change, i) => (
                  <span key={i}>
                    {i > 0 ? "; " : null}
                    <span
                      lang={ledgerLanguage?.lang}
                      data-untranslated={ledgerLanguage ? "" : undefined}
                    >
                      {change.url ? (
                        <>
                          {change.text} (
                          <a href={change.url} className="text-brand underline">
                            {change.reference}
                          </a>
                          )
                        </>
                      ) : (
                        changeLine(change)
                      )}
                    </span>
                  </span>
                ))}
                {record.changes.length > CHANGES_SHOWN
                  ? ` ${updatesText.more(record.changes.length - CHANGES_SHOWN)}`
                  : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-muted">{updatesText.none}</p>
        )}
        <a
          href={dueDatesUpdatesPath}
          className="mt-1 inline-flex min-h-11 items-center font-medium text-brand underline"
        >
          {updatesText.feedLink}
        </a>
      </div>
    </section>
  );
}
