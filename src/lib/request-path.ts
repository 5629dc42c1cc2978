// The path of a request, safely. Malformed HTTP reaches every hook (an HTTP/1.0 request without a
// Host header leaves Bun's `request.url` relative, "/api/health"), and `new URL(request.url)`
// throws on it; in an after-response hook that throw took the whole process down. Use this
// wherever a request that may not have been checked yet is logged or measured.
export function requestPath(request: Request): string {
  const url = request.url;
  try {
    return new URL(url).pathname;
  } catch {
    const path = url.split(/[?#]/)[0] ?? "";
    return path.startsWith("/") ? path.slice(0, 200) : "(malformed)";
  }
}
