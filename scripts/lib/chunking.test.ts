import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import {
  adminCodeIn,
  appModules,
  chunkFileNames,
  misnamedAdminChunks,
  routeChain,
  sharedChunkGroup,
  sharedChunkName,
  sourceFile,
} from "./chunking";

const projectRoot = path.resolve("/project");
const abs = (file: string) => path.join(projectRoot, file);

describe("what the folders and the route table say about a module", () => {
  const modules = appModules(routes);

  it("names a module by its path in the project, and a package's file from node_modules on", () => {
    expect(sourceFile(projectRoot, abs("app/lib/cn.ts"))).toBe("app/lib/cn.ts");
    expect(
      sourceFile(projectRoot, `${abs("app/routes/blog.tsx")}?__react-router-build-client-route`),
    ).toBe("app/routes/blog.tsx");
    expect(sourceFile(projectRoot, "/elsewhere/node_modules/clsx/dist/clsx.mjs")).toBe(
      "node_modules/clsx/dist/clsx.mjs",
    );
    expect(sourceFile(projectRoot, "\0virtual:browser-scripts")).toBe("virtual:browser-scripts");
    expect(sourceFile(projectRoot, "\0rolldown/runtime.js")).toBeNull();
  });

  it("finds the layouts above the interactive pages, and the pages, in the route table", () => {
    expect(routeChain(routes, "interactive")).toEqual([
      "routes/site-layout.tsx",
      "routes/interactive-layout.tsx",
    ]);
    expect(routeChain(routes, "no-such-route")).toEqual([]);
    expect(modules.layouts).toEqual([
      "app/root.tsx",
      "app/routes/site-layout.tsx",
      "app/routes/interactive-layout.tsx",
    ]);
    expect(modules.interactivePages).toEqual([
      "app/routes/consultation.tsx",
      "app/routes/contact.tsx",
      "app/routes/blog.tsx",
      "app/routes/due-dates.tsx",
      "app/routes/due-dates-plan.tsx",
      "app/routes/te-consultation.tsx",
      "app/routes/te-contact.tsx",
      "app/routes/te-due-dates.tsx",
      "app/routes/te-due-dates-plan.tsx",
    ]);
  });

  it("takes the shared folders' modules, our generated ones and the class-name packages, not features or routes", () => {
    for (const file of [
      "app/components/card.tsx",
      "app/lib/dates.ts",
      "app/config/site.ts",
      "app/content/home.ts",
      "node_modules/clsx/dist/clsx.mjs",
      "node_modules/class-variance-authority/dist/index.mjs",
      "virtual:browser-scripts",
    ])
      expect(modules.isShared(file), file).toBe(true);
    for (const file of [
      "app/features/contact/contact-form.tsx",
      "app/routes/contact.tsx",
      "node_modules/react/index.js",
      "app/libs/x.ts",
    ])
      expect(modules.isShared(file), file).toBe(false);
  });

  it("knows admin code by its folder and by the admin area's routes, not by its name", () => {
    for (const file of [
      "app/features/admin/admin-store.ts",
      "app/features/admin/names.ts",
      "app/routes/admin-layout.tsx",
      "app/routes/admin-index.tsx",
      "app/routes/admin-compliance.tsx",
      "app/routes/admin-simple.tsx",
    ])
      expect(modules.isAdmin(file), file).toBe(true);
    for (const file of [
      "app/features/due-dates/admin-preview.ts",
      "app/routes/admin-unrouted.tsx",
      "app/lib/roving-index.ts",
    ])
      expect(modules.isAdmin(file), file).toBe(false);
  });
});

describe("the chunk of a shared module", () => {
  const modules = appModules(routes);
  const name = (...users: string[]) =>
    sharedChunkName(
      users.map((user) => `app/${user}`),
      modules,
    );

  it("is app-shared when a layout uses it, or every interactive page", () => {
    expect(name("root.tsx")).toBe("app-shared");
    expect(name("routes/site-layout.tsx", "routes/contact.tsx")).toBe("app-shared");
    expect(
      name(
        "routes/consultation.tsx",
        "routes/contact.tsx",
        "routes/blog.tsx",
        "routes/due-dates.tsx",
        "routes/due-dates-plan.tsx",
        "routes/te-consultation.tsx",
        "routes/te-contact.tsx",
        "routes/te-due-dates.tsx",
        "routes/te-due-dates-plan.tsx",
      ),
    ).toBe("app-shared");
  });

  it("is shared by the pages that use it when some do, and the page's own when one does", () => {
    expect(name("routes/due-dates.tsx", "routes/consultation.tsx")).toBe(
      "shared-consultation-due-dates",
    );
    expect(name("routes/blog.tsx", "routes/contact.tsx", "routes/due-dates.tsx")).toBe(
      "shared-blog-contact-due-dates",
    );
    expect(name("routes/contact.tsx")).toBeNull();
    // Admin pages are no interactive pages: what only they use stays in their chunks.
    expect(name("routes/admin-layout.tsx", "routes/admin-simple.tsx")).toBeNull();
    expect(name()).toBeNull();
  });

  it("follows static and dynamic imports up to the entries", () => {
    const group = sharedChunkGroup({ projectRoot, routes });
    const importers: Record<string, { importers: string[]; dynamicImporters: string[] }> = {
      [abs("app/lib/dates.ts")]: {
        importers: [abs("app/features/due-dates/schedule.ts")],
        dynamicImporters: [abs("app/features/consultation/booking-form.tsx")],
      },
      [abs("app/features/due-dates/schedule.ts")]: {
        importers: [abs("app/routes/due-dates.tsx")],
        dynamicImporters: [],
      },
      [abs("app/features/consultation/booking-form.tsx")]: {
        importers: [abs("app/routes/consultation.tsx")],
        dynamicImporters: [],
      },
    };
    const graph = { getModuleInfo: (id: string) => importers[id] ?? null };
    expect(group.test(abs("app/lib/dates.ts"))).toBe(true);
    expect(group.test(abs("app/features/due-dates/schedule.ts"))).toBe(false);
    expect(group.name(abs("app/lib/dates.ts"), graph)).toBe("shared-consultation-due-dates");
  });

  it("leaves code that every page only imports on demand to the chunk that imports it", () => {
    const group = sharedChunkGroup({ projectRoot, routes });
    const importers: Record<string, { importers: string[]; dynamicImporters: string[] }> = {
      [abs("app/lib/applicability-constants.ts")]: {
        importers: [abs("app/lib/compliance-schema.ts"), abs("app/features/planner/plan.ts")],
        dynamicImporters: [],
      },
      [abs("app/lib/compliance-schema.ts")]: {
        importers: [],
        dynamicImporters: [abs("app/routes/due-dates.tsx")],
      },
      [abs("app/features/planner/plan.ts")]: {
        importers: [],
        dynamicImporters: [abs("app/routes/due-dates-plan.tsx")],
      },
    };
    const graph = { getModuleInfo: (id: string) => importers[id] ?? null };
    expect(group.name(abs("app/lib/applicability-constants.ts"), graph)).toBeNull();
  });
});

describe("admin code in the build", () => {
  const { isAdmin } = appModules(routes);
  const chunkModules = {
    "assets/app-shared-1.js": ["app/lib/cn.ts", "node_modules/clsx/dist/clsx.mjs"],
    "assets/admin-layout-2.js": ["app/routes/admin-layout.tsx", "app/config/admin-auth.ts"],
    "assets/use-admin-data-3.js": ["app/features/admin/use-admin-data.ts"],
    "assets/schedule-4.js": ["app/features/due-dates/schedule.ts", "app/features/admin/names.ts"],
  };

  it("is found in the chunks a page loads, whatever their names", () => {
    expect(
      adminCodeIn(["/assets/app-shared-1.js", "/assets/schedule-4.js"], chunkModules, isAdmin),
    ).toEqual({ "/assets/schedule-4.js": ["app/features/admin/names.ts"] });
    expect(
      adminCodeIn(["/assets/app-shared-1.js", "/assets/site-5.js"], chunkModules, isAdmin),
    ).toEqual({});
  });

  it("must sit in chunks named after the admin area, which the service worker leaves to the network", () => {
    expect(misnamedAdminChunks(chunkModules, isAdmin)).toEqual(["assets/schedule-4.js"]);
    const fileName = chunkFileNames({ projectRoot, routes });
    expect(fileName({ name: "names", moduleIds: [abs("app/features/admin/names.ts")] })).toBe(
      "assets/admin-[name]-[hash].js",
    );
    expect(
      fileName({
        name: "use-admin-data",
        moduleIds: [abs("app/features/admin/use-admin-data.ts")],
      }),
    ).toBe("assets/[name]-[hash].js");
    expect(fileName({ name: "dates", moduleIds: [abs("app/lib/dates.ts")] })).toBe(
      "assets/[name]-[hash].js",
    );
  });
});
