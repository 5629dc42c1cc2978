// The client's address for per-address limits. X-Forwarded-For is believed only with TRUST_PROXY=1:
// otherwise anyone could name a fresh address on every request and never be limited.
export interface AddressSource {
  requestIP(request: Request): { address: string } | null;
}

export function clientAddress(request: Request, server: AddressSource | null, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return server?.requestIP(request)?.address ?? "unknown";
}
