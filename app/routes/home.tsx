import { HomeView } from "~/features/home/home-view";
import { homePage } from "~/features/home/home-page.server";
import { localeOf } from "~/lib/locale";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { PageScript } from "~/components/page-script";
import type { Route } from "./+types/home";

// Home and its Telugu edition (/te): the language from the address, the page's data built at build time.
export const loader = ({ request }: Route.LoaderArgs) =>
  homePage(localeOf(new URL(request.url).pathname));

export const meta = metaFromLoader;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* Home's own script (app/browser/home.ts), inline: the deadlines card, for the visitor's day. */}
      <PageScript name="home" />
      <HomeView data={loaderData} />
    </>
  );
}
