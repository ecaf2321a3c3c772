// vitest globalSetup (workers project): the Worker under test imports the Remix
// server build, so build it first whenever it is not a build of the current
// source. A change not yet built can never go untested.
import { ensureBuildWithData } from "../../scripts/fresh-build.mjs";

export default function setup() {
  ensureBuildWithData();
}
