#!/usr/bin/env node
// Builds the web app unless a build of exactly these sources exists (as `npm start` does):
// `npm test` runs it beside the linter so the browser tests' server finds the app built.
import { ensureBuild } from "./setup.mjs";

ensureBuild();
