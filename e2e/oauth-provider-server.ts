// The browser tests' outside sign-in provider (e2e/support/oauth-provider.ts) as a process of its
// own, started by playwright.config.ts before the site so that the site's Gitea sign-in points at it.
import { startOAuthProvider } from "./support/oauth-provider";

const port = Number(process.argv[process.argv.indexOf("--port") + 1]);
const provider = await startOAuthProvider(port);
console.log(`test OAuth provider on ${provider.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void provider.close().then(() => process.exit(0)));
