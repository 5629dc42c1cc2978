// The client's address for per-address limits and security log lines. X-Forwarded-For is believed
// only with TRUST_PROXY=1: otherwise anyone could name a fresh address on every request and never
// be limited. Even then only its rightmost entry counts (docs/product-rules.md#limits): a proxy appends the address
// it saw to whatever the client sent, so every entry left of the last one is the client's own
// writing, and "X-Forwarded-For: 1.2.3.4" from a client must not dodge the limit.
export interface AddressSource {
  requestIP(request: Request): { address: string } | null;
}

export function clientAddress(request: Request, server: AddressSource | null, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return server?.requestIP(request)?.address ?? "unknown";
}
