// PostgreSQL stays behind the store seam (docs/architecture.md): its driver modules are imported
// only under folders named sqlite/ or postgres/ and by tests, and src/store/postgres/ only from
// inside src/store/ or by the two entry points that will open it (src/server.ts, src/cli.ts).
import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";

const src = join(import.meta.dir, "../..");
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith("test/");
const importsOf = (text: string) => [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
const DRIVERS = /^(postgres|drizzle-orm\/postgres-js|drizzle-orm\/pg-core)$/;

test("nothing outside the store's driver folders and tests imports PostgreSQL's driver or src/store/postgres/", () => {
  const offenders: string[] = [];
  for (const path of new Bun.Glob("**/*.{ts,tsx}").scanSync({ cwd: src })) {
    if (isTest(path)) continue;
    const inDriverFolder = /(^|\/)(sqlite|postgres)\//.test(path);
    for (const spec of importsOf(readFileSync(join(src, path), "utf8"))) {
      if (DRIVERS.test(spec) && !inDriverFolder) offenders.push(`${path} imports ${spec}`);
      if (!spec.startsWith(".")) continue;
      const target = relative(src, join(src, path, "..", spec));
      if (target.startsWith("store/postgres") && !path.startsWith("store/") && path !== "server.ts" && path !== "cli.ts") {
        offenders.push(`${path} imports ${spec}`);
      }
    }
  }
  expect(offenders).toEqual([]);
});
