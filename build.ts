// `npm run build`: the UI with Vite, then one executable, dist/rentfair, with the UI, the
// migrations and the static data embedded (docs/product-rules.md#running-it). It runs with no files beside it.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { buildUi } from "./scripts/build-ui";

const root = import.meta.dir;
await buildUi({ force: true });
mkdirSync(join(root, "dist"), { recursive: true });
const outfile = join(root, "dist/rentfair");
const result = Bun.spawnSync(
  [
    process.execPath,
    "build",
    "--compile",
    // Bytecode compiled at build time: the binary skips parsing its ~MBs of JavaScript at every
    // start (an empty database was healthy in ~125 ms instead of ~170-200, issue 16). Bun
    // compiles bytecode for ES modules only with --format=esm (the entry uses top-level await).
    "--bytecode",
    "--format=esm",
    "--minify",
    "--sourcemap=none",
    // The development-only debug line of the review card is compiled out of the UI by Vite;
    // here NODE_ENV only tells Elysia and React-free server code that this is production.
    "--define",
    'process.env.NODE_ENV="production"',
    "src/cli.ts",
    "--outfile",
    outfile,
  ],
  { cwd: root, stdio: ["inherit", "inherit", "inherit"] },
);
if (result.exitCode !== 0) process.exit(result.exitCode ?? 1);
console.log(`wrote ${outfile}`);
