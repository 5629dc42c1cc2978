// Admin writes are logged as "admin action" lines by the security plugin after the response
// (src/plugins/security.ts); API tests over app.handle() wait for them here instead of sleeping.
import type { createScenario } from "./harness";

/** The "admin action" lines the app logs from now on; `next(action)` resolves when one names it. */
export function adminActions(t: Awaited<ReturnType<typeof createScenario>>) {
  const seen: string[] = [];
  const waiting: { action: string; resolve: () => void }[] = [];
  const warn = t.deps.log.warn;
  t.deps.log.warn = (msg, extra) => {
    if (msg === "admin action") {
      const action = String((extra as { action?: unknown }).action);
      seen.push(action);
      for (const w of waiting.filter((w) => w.action === action)) w.resolve();
    }
    warn(msg, extra);
  };
  return {
    seen,
    next: (action: string) => (seen.includes(action) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ action, resolve }))),
  };
}
