// `npm test`'s "boundaries" suite: the UI's layers (docs/architecture.md, "The UI's layers") kept by a check.
//   no-cross-feature: a file under ui/src/features/<f>/ imports nothing from another feature; composing
//     features is the job of ui/src/app/.
//   shared-imports-no-feature: ui/src/components/ and ui/src/lib/ import no feature and nothing from app/.
// Every import form counts, type-only ones too (`import type`, `export … from`, `import()`), written
// relative or through the `@ui/*` alias. Each offence is printed as one line, `file:line: rule: … -> …`,
// and the exit code is 1 when there is any.
//
// Why not dependency-cruiser or eslint-plugin-import: both parse TypeScript through the TypeScript
// compiler's JavaScript API (or swc/typescript-eslint, more packages), and TypeScript 7, which this
// project uses, has none yet (dependency-cruiser 17/18 report `.ts`/`.tsx` as unsupported with it).
// Bun's own import scanner drops type-only imports, so the import statements are read here directly.
import { Glob } from "bun";
import { dirname, join, normalize, relative } from "node:path";

const root = join(import.meta.dir, "..");
const UI = "ui/src";

// `import … from "x"`, `export … from "x"` (possibly over several lines), `import "x"`, `import("x")`.
const IMPORT = /(?:^|[;\n])\s*(?:import|export)\s(?:[^;'"`]*?\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Where an import specifier points inside the repository (repo-relative), or null for a package. */
function target(file: string, spec: string): string | null {
  if (spec.startsWith("@ui/")) return join(UI, spec.slice(4));
  if (spec.startsWith(".")) return normalize(join(dirname(file), spec));
  return null;
}

const featureOf = (path: string) => path.match(/^ui\/src\/features\/([^/]+)\//)?.[1] ?? null;

function offence(file: string, to: string): string | null {
  const from = featureOf(file);
  const into = featureOf(`${to}/`);
  if (from && into && from !== into) return `no-cross-feature: features/${from} imports features/${into}`;
  if (/^ui\/src\/(components|lib)\//.test(file) && /^ui\/src\/(features|app)(\/|$)/.test(to))
    return `shared-imports-no-feature: ${file.split("/")[2]}/ imports ${to.split("/")[2]}/`;
  return null;
}

const failures: string[] = [];
let files = 0;
for await (const path of new Glob(`${UI}/**/*.{ts,tsx}`).scan({ cwd: root })) {
  files++;
  const text = await Bun.file(join(root, path)).text();
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2]!;
    const to = target(path, spec);
    const why = to && offence(path, to);
    if (!why) continue;
    const line = text.slice(0, match.index + match[0].length).split("\n").length;
    failures.push(`${relative(root, join(root, path))}:${line}: ${why} ("${spec}")`);
  }
}

for (const line of failures) console.log(`✘ ${line}`);
console.log(failures.length ? `\n${failures.length} boundary violations in ${files} files` : `✔ no boundary violations (${files} files)`);
process.exit(failures.length ? 1 : 0);
