// `npm start`: build if the build is missing or older than the sources, then serve it on http://localhost:4173.
import { ensureBuild } from "./lib/ensure-build.mjs";
import { root } from "./lib/static-site.mjs";

ensureBuild({ root });
const { createStaticServer } = await import("./serve.mjs");
const port = Number(process.env.PORT ?? 4173);
createStaticServer().listen(port, "127.0.0.1", () =>
  console.log(`Serving the site at http://localhost:${port}`),
);
