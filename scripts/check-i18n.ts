// `npm run i18n:check` (and the "i18n" suite of `npm test`): every message of the UI is in every
// catalog and translated. `lingui extract --clean` brings the .po catalogs up to date with the
// code, then `lingui compile --strict` fails naming each language's missing messages
// (docs/languages.md). The compiled files it writes are not used (the build compiles the .po
// catalogs itself) and are removed.
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { LOCALES } from "../src/contract/locales";

const root = join(import.meta.dir, "..");
const env = { ...process.env, NO_COLOR: "1" };
const run = (args: string[]) => Bun.spawnSync([process.execPath, "x", "--bun", "lingui", ...args], { cwd: root, env, stdio: ["inherit", "inherit", "inherit"] }).exitCode;

let code = run(["extract", "--clean"]);
if (code === 0) code = run(["compile", "--strict"]);
for (const locale of LOCALES) {
  const dir = join(root, `ui/src/locales/${locale}`);
  for (const file of readdirSync(dir)) if (!file.endsWith(".po")) rmSync(join(dir, file), { force: true });
}
console.log(code === 0 ? "i18n: every message is translated" : "i18n: catalogs are missing messages (docs/languages.md)");
process.exit(code ?? 1);
