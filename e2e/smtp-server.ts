// The browser tests' mail server (src/test/smtp-server.ts) as a process of its own, started by
// playwright.config.ts before the site, whose SMTP_URL points at it. Tests read what arrived over
// a small HTTP side door on the next port: GET /mails?to=<address> lists the mails to that address.
import { startSmtpServer } from "../src/test/smtp-server";

const arg = (name: string) => Number(process.argv[process.argv.indexOf(name) + 1]);
const smtp = await startSmtpServer(arg("--port"));
const reader = Bun.serve({
  port: arg("--read-port"),
  hostname: "127.0.0.1",
  fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === "/health") return new Response("ok");
    if (url.pathname !== "/mails") return new Response("not found", { status: 404 });
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    return Response.json(smtp.mails.filter((m) => !to || m.to.includes(to)).map(({ raw: _raw, ...mail }) => mail));
  },
});
console.log(`test SMTP server on ${smtp.url}, mails readable at http://127.0.0.1:${reader.port}/mails`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    reader.stop(true);
    void smtp.close().then(() => process.exit(0));
  });
