// `npm test`: every test, in order: the type check (tsc, strict), the UI's import boundaries, the catalogs (i18n), server (bun test), UI logic (Vitest), browser (Playwright on
// Debian's chromium). Each suite's output streams through; the close repeats every failing test's line (CI keeps only the
// tail of a long run, so a failure reported an hour earlier in the output must be named again there) and sums them up.
type Suite = {
  name: string;
  cmd: string[];
  counts: (out: string) => { passed: number; failed: number } | null;
  /** The lines of the suite's output that name a failing test. */
  failures: (out: string) => string[];
  /** Environment added for this suite. */
  env?: Record<string, string>;
};

// Once each: bun test names a failure where it happens and again in its closing list.
const linesMatching = (out: string, re: RegExp) => [...new Set(out.split("\n").filter((line) => re.test(line)).map((line) => line.trim()))];

const num = (out: string, re: RegExp) => {
  const all = [...out.matchAll(re)];
  return all.length ? Number(all[all.length - 1]![1]) : 0;
};

/** Route test files run a second time over PostgreSQL (see the "server on PostgreSQL" suite). */
const POSTGRES_ROUTE_TESTS = [
  "src/modules/admin/merge-owners.test.ts",
  "src/modules/appeals/appeals.test.ts",
  "src/modules/buildings/buildings.test.ts",
  "src/modules/pages/pages.test.ts",
  "src/modules/resources/resources.test.ts",
  "src/modules/landlords/badges.test.ts",
  "src/modules/landlords/landlords.test.ts",
  "src/modules/oauth/host-state.test.ts",
  "src/modules/oauth/oauth.test.ts",
  "src/modules/rent/rent.test.ts",
  "src/modules/reports/reports.test.ts",
  "src/modules/reviews/privacy.test.ts",
  "src/modules/sanctions/sanctions.test.ts",
  "src/modules/stats/stats.test.ts",
  "src/modules/verification/verification.test.ts",
  "src/modules/votes/votes.test.ts",
  "src/plugins/access.test.ts",
  "src/plugins/observability.test.ts",
  "src/plugins/round-three.test.ts",
  "src/plugins/session.test.ts",
];

const suites: Suite[] = [
  {
    name: "types",
    cmd: [process.execPath, "x", "tsc", "--noEmit", "-p", "tsconfig.json"],
    counts: () => null,
    failures: (out) => linesMatching(out, /error TS\d+/),
  },
  {
    // The UI's layers: no imports across ui/src/features/, none from components/ or lib/ into a feature.
    name: "boundaries",
    cmd: [process.execPath, "scripts/check-boundaries.ts"],
    // One check that passes, or one failure per offending import.
    counts: (out) => (/boundary violations/.test(out) ? { passed: /no boundary violations/.test(out) ? 1 : 0, failed: num(out, /^(\d+) boundary violations/gm) } : null),
    failures: (out) => linesMatching(out, /^✘ /),
  },
  {
    // Every UI message in every language's catalog, translated (docs/languages.md).
    name: "i18n",
    cmd: [process.execPath, "scripts/check-i18n.ts"],
    counts: () => null,
    failures: (out) => linesMatching(out, /i18n: catalogs are missing|Failed to compile|Missing \d+ translation/i),
  },
  {
    name: "server",
    // bunfig.toml's [test] timeout is not read by this Bun; the flag is. Argon2 hashing and real
    // server processes make some tests take seconds on a busy 2-CPU machine.
    cmd: [process.execPath, "test", "--timeout", "30000", "src"],
    counts: (out) => (/\d+ pass/.test(out) ? { passed: num(out, /^\s*(\d+) pass$/gm), failed: num(out, /^\s*(\d+) fail$/gm) } : null),
    failures: (out) => linesMatching(out, /^\(fail\) /),
  },
  {
    // The route tests again over PostgreSQL (issue 24, contract §7.1: the same assertions on both
    // databases): src/test/pg-preload.ts starts one private cluster, and harness.ts gives every app a
    // database of its own copied from a migrated template. The files are those whose tests speak only
    // HTTP (the others also read rows through the SQLite handle `t.db`); the store tests already run
    // on both (store-backends.ts) and the process tests of src/scale-out.test.ts run nodes on it.
    // About 3 minutes more on 2 busy cores (measured 2026-11-28: 2 min 29 s for 250 tests).
    name: "server on PostgreSQL",
    cmd: [process.execPath, "test", "--timeout", "30000", "--preload", "./src/test/pg-preload.ts", ...POSTGRES_ROUTE_TESTS],
    counts: (out) => (/\d+ pass/.test(out) ? { passed: num(out, /^\s*(\d+) pass$/gm), failed: num(out, /^\s*(\d+) fail$/gm) } : null),
    failures: (out) => linesMatching(out, /^\(fail\) /),
    env: { RENTFAIR_TEST_DATABASE: "postgres" },
  },
  {
    name: "ui",
    cmd: [process.execPath, "x", "vitest", "run", "--passWithNoTests"],
    counts: (out) => (/Tests\s+/.test(out) ? { passed: num(out, /Tests\s+.*?(\d+) passed/g), failed: num(out, /Tests\s+(\d+) failed/g) } : null),
    failures: (out) => linesMatching(out, /^\s*FAIL\s/),
  },
  {
    name: "browser",
    cmd: [process.execPath, "x", "playwright", "test"],
    counts: (out) => (/\d+ (passed|failed)/.test(out) ? { passed: num(out, /^\s*(\d+) passed/gm), failed: num(out, /^\s*(\d+) failed/gm) } : null),
    // The list reporter's closing summary names each test that failed every try under "N failed" (a try
    // marked ✘ and passed on retry is listed under "flaky" instead).
    failures: (out) => {
      const summary = out.match(/^([ \t]*)\d+ failed\n((?:\1[ \t]+\S.*\n?)+)/m);
      return summary ? linesMatching(summary[2]!, /›/) : [];
    },
  },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let broken = false;
const failureLines: string[] = [];
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  console.log(`\n=== ${suite.name} tests: ${suite.cmd.slice(1).join(" ")}`);
  const proc = Bun.spawn(suite.cmd, { cwd: `${import.meta.dir}/..`, stdout: "pipe", stderr: "pipe", env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1", ...suite.env } });
  let out = "";
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk);
      out += text;
      sink.write(text);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  const code = await proc.exited;
  const plain = out.replace(/\x1b\[[0-9;]*m/g, "");
  const counts = suite.counts(plain);
  for (const line of suite.failures(plain)) failureLines.push(`${suite.name}: ${line}`);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  } else if (code === 0) {
    passed += 1; // a check without test counts (the type check) counts as one
  }
  if (code !== 0) {
    broken = true;
    if (!counts || counts.failed === 0) failed += 1; // a suite that crashed counts as a failure
    console.log(`=== ${suite.name} tests failed (exit ${code})`);
    if (!counts || counts.failed === 0) failureLines.push(`${suite.name}: exited ${code} without a failing test named`);
  }
}
if (failureLines.length) console.log(`\n=== what failed\n${failureLines.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
