// The dashboard's name fallback (docs/product-rules.md#pages "Dashboard": "a locally stored dashboard
// username"), kept per account: the stored name carries the id of the account it belongs to and
// is read back only for that account, and signing out removes it. The first version kept a bare
// name, so the next account to sign in on the same browser was greeted with the previous one's.

/** localStorage key of the name fallback. */
export const REMEMBERED_NAME_KEY = "dashboardUsername";

/** The part of the Web Storage API used here (localStorage in the browser). */
export type NameStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): NameStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage may be unavailable (private mode, blocked cookies): the fallback is only a nicety.
    return null;
  }
}

/** The name stored for this account, or null (none stored, or stored for another account). */
export function rememberedName(userId: number, storage: NameStorage | null = browserStorage()): string | null {
  try {
    const raw = storage?.getItem(REMEMBERED_NAME_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { userId?: unknown; name?: unknown };
    return stored.userId === userId && typeof stored.name === "string" && stored.name ? stored.name : null;
  } catch {
    // Not ours (an older bare name, or garbage): never shown.
    return null;
  }
}

export function rememberName(userId: number, name: string, storage: NameStorage | null = browserStorage()): void {
  try {
    storage?.setItem(REMEMBERED_NAME_KEY, JSON.stringify({ userId, name }));
  } catch {
    /* full or unavailable storage: nothing to do */
  }
}

export function forgetRememberedName(storage: NameStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(REMEMBERED_NAME_KEY);
  } catch {
    /* unavailable storage holds nothing */
  }
}
