#!/usr/bin/env node
// The kabal command. Runs the compiled library in lib/ (built by `npm install` via `prepare`).
import { main } from '../lib/cli/main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    console.error(e);
    process.exitCode = 1;
  },
);
