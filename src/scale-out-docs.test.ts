// docs/scale-out.md's load balancer configurations (issue 24): with the real tools where this
// machine has them (`nginx -t`, `caddy validate`), and everywhere for what the page promises: both
// nodes in the upstream, the health check on /api/health, the client address handed on, /metrics
// kept private, and no braces left open.
import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const page = readFileSync(join(import.meta.dir, "..", "docs", "scale-out.md"), "utf8");
const block = (lang: string) => {
  const m = page.match(new RegExp("```" + lang + "\\n([\\s\\S]*?)```"));
  if (!m) throw new Error(`docs/scale-out.md has no ${lang} block`);
  return m[1]!;
};
const balanced = (text: string) => {
  let depth = 0;
  for (const c of text.replace(/"[^"]*"/g, "")) {
    if (c === "{") depth++;
    if (c === "}" && --depth < 0) return false;
  }
  return depth === 0;
};

describe("docs/scale-out.md's two-node configurations", () => {
  test("nginx: both nodes upstream, the proxy headers, /metrics closed, 503 passed to the other node; nginx -t where installed", () => {
    const conf = block("nginx");
    expect(balanced(conf)).toBe(true);
    expect(conf.match(/^\s*server 10\.0\.0\.1[12]:3000 /gm)).toHaveLength(2);
    expect(conf).toContain("proxy_pass http://rentfair;");
    expect(conf).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(conf).toContain("location = /metrics { return 404; }");
    expect(conf).toContain("proxy_next_upstream error timeout http_503;");
    // Every statement ends with ";" or opens/closes a block.
    for (const line of conf.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"))) expect(line).toMatch(/[;{}]$/);
    const nginx = Bun.which("nginx") ?? Bun.which("nginx", { PATH: "/usr/sbin:/sbin" });
    if (!nginx) return;
    const dir = mkdtempSync(join(tmpdir(), "rentfair-nginx-"));
    // Certificates the test makes itself would need openssl; the server blocks are checked without TLS lines.
    const plain = conf.replace(/listen (\[::\]:)?443 ssl http2;/g, "listen 127.0.0.1:18443;").replace(/^\s*ssl_certificate.*$/gm, "").replace(/listen (\[::\]:)?80;/g, "listen 127.0.0.1:18080;");
    writeFileSync(join(dir, "nginx.conf"), `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { access_log off; ${plain} }`);
    const res = Bun.spawnSync([nginx, "-t", "-p", dir, "-c", join(dir, "nginx.conf")], { stderr: "pipe" });
    expect(res.stderr.toString()).toContain("test is successful");
  });

  test("Caddy: both nodes balanced with a health check on /api/health, /metrics closed; caddy validate where installed", () => {
    const conf = block("caddy");
    expect(balanced(conf)).toBe(true);
    expect(conf).toMatch(/reverse_proxy 10\.0\.0\.11:3000 10\.0\.0\.12:3000 \{/);
    expect(conf).toContain("health_uri /api/health");
    expect(conf).toContain("respond /metrics 404");
    const caddy = Bun.which("caddy");
    if (!caddy) return;
    const dir = mkdtempSync(join(tmpdir(), "rentfair-caddy-"));
    writeFileSync(join(dir, "Caddyfile"), conf);
    const res = Bun.spawnSync([caddy, "validate", "--config", join(dir, "Caddyfile"), "--adapter", "caddyfile"], { stderr: "pipe", stdout: "pipe" });
    expect(res.exitCode).toBe(0);
  });

  test("the page names commands and files that exist", () => {
    for (const file of page.match(/src\/[\w/.-]+\.ts/g) ?? []) expect(Bun.file(join(import.meta.dir, "..", file)).size).toBeGreaterThan(0);
    expect(page).toContain("rentfair transfer --data /var/lib/rentfair --to postgres://");
  });
});
