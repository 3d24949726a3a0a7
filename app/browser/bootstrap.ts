/*
 * The one inline script of every page that loads React, in place of React Router's own bootstrap: the build
 * bundles it and scripts/postbuild.mjs writes it into those pages (react-router-bootstrap.ts says what it does).
 * Keep it small: every such page carries it.
 */
import { bootstrap, type BootWindow } from "./react-router-bootstrap";

bootstrap(window as unknown as BootWindow);
