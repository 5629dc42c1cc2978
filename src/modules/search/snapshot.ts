// A search index kept on disk beside the database (issue 32): at a million landlords a start that
// rebuilt the index from every landlord row took 2.3 s and left 591 MB of RSS behind, where loading
// the index's typed arrays from one file takes a fraction of that (bench/million.ts).
//
// - What is saved: only an index exactly as a rebuild made it (search-index.ts `pristine`), so a
//   loaded index answers as a rebuilt one would; with the store's mark as of the documents it was
//   built from (src/store/search.ts `SearchMark`). The service (service.ts) writes one after each
//   rebuild, once the server is listening, and at shutdown when the index changed since (rebuilding
//   it first if it is no longer pristine).
// - What it holds: the terms, postings, typo map, places, document ids and each landlord's public
//   figures: what search answers show, nothing more. An owner is saved as "has one" (the verified
//   badge), never as an account number (landlord-kind.ts `SOME_OWNER`). Written owner-only (0600)
//   in DATA_DIR, by a rename, so a reader never sees half a file.
// - When it is used: its format, the app's version, the kind's fields and the database's identity
//   (the file's device and inode: `rentfair restore` renames a copy into place, so a restored
//   database never matches a snapshot of the one it replaced) must all match; then the store says
//   what changed since its mark (`since`): nothing, or only new landlords (added after loading), or
//   anything else (null: the snapshot is dropped and the index rebuilt from the store). A file that
//   is missing, cut short, damaged (its hash) or does not fit is ignored: the index is rebuilt.
//   Loading checks each part's shape (lengths, counts), not each element: the hash refuses a
//   damaged file and the format number one of other code. The loaded arrays are views of the
//   file's one buffer (snapshot-format.ts): no copy. The file is mapped (Bun.mmap, private: a
//   change to a loaded array never reaches the file) rather than read: reading copied 138 MB at a
//   million landlords, ~90 ms of a start's CPU, where mapping takes the pages the system already
//   holds. Files are only ever replaced by a rename, never written in place, so a mapped one
//   stays whole.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { version } from "../../../package.json";
import type { SearchMark, SearchSnapshotPlace } from "../../store/search";
import { SnapshotReader, SnapshotWriter } from "./snapshot-format";

/** Move it on whenever what a part saves, or how text is read into terms (text.ts, terms.ts), changes: older files are then ignored. */
export const SNAPSHOT_FORMAT = 4;

/** Where an index snapshot is kept, and the identity of the database it must belong to (the store says: src/store/search.ts `snapshotPlace`). */
export type SnapshotPlace = SearchSnapshotPlace;

interface SnapshotKey {
  format: number;
  app: string;
  fields: string;
  identity: string;
  mark: SearchMark;
}

/** What is saved and loaded: a SearchIndex (search-index.ts `save`, `load`). */
interface AnyIndex {
  readonly kind: { readonly fields: readonly string[] };
  save(w: SnapshotWriter): void;
  load(r: SnapshotReader): void;
}

const keyOf = (index: AnyIndex, place: SnapshotPlace, mark: SearchMark): SnapshotKey => ({
  format: SNAPSHOT_FORMAT,
  app: version,
  fields: index.kind.fields.join(","),
  identity: place.identity(),
  mark,
});

/** Saves `index` (pristine, built from the store at `mark`) to `place`: written beside it, then renamed over it. */
export function saveSnapshot(index: AnyIndex, place: SnapshotPlace, mark: SearchMark): void {
  const w = new SnapshotWriter();
  index.save(w);
  const [head, body] = w.finish(JSON.stringify(keyOf(index, place, mark)));
  const temporary = `${place.path}.${process.pid}.tmp`;
  const fd = openSync(temporary, "w", 0o600);
  try {
    writeSync(fd, head);
    for (let at = 0; at < body.byteLength; ) at += writeSync(fd, body, at);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, place.path);
}

/** The file's bytes, mapped privately (see above); read when it cannot be mapped (an empty file cannot). */
function mapFile(path: string): Uint8Array {
  try {
    return Bun.mmap(path, { shared: false });
  } catch {
    return readFileSync(path);
  }
}

/**
 * The snapshot at `place`, read and checked whole, if it belongs to this database and this version:
 * its mark, and `load` to put it into an index. null when there is none or it does not fit
 * (`why` says why, for the log; a missing file says nothing).
 */
export function readSnapshot(index: AnyIndex, place: SnapshotPlace): { mark: SearchMark; load(): void } | { why: string | null } {
  let file: Uint8Array;
  try {
    file = mapFile(place.path);
  } catch (error) {
    return { why: (error as { code?: string }).code === "ENOENT" ? null : `unreadable (${(error as Error).message})` };
  }
  try {
    const reader = new SnapshotReader(file);
    const key = JSON.parse(reader.key) as SnapshotKey;
    const want = keyOf(index, place, key.mark);
    for (const field of ["format", "app", "fields", "identity"] as const) {
      if (key[field] !== want[field]) return { why: `made for another ${field === "identity" ? "database" : field === "app" ? "version" : "format"}` };
    }
    if (!key.mark) return { why: "no mark" };
    return { mark: key.mark, load: () => index.load(reader) };
  } catch (error) {
    return { why: (error as Error).message };
  }
}

/** A snapshot is saved this long after a rebuild (the port is open by then; a start is not held up by the write). */
export const SAVE_DELAY_MS = 1_000;

/**
 * An index's save to its snapshot, put off by SAVE_DELAY_MS and put off again by each later ask
 * (a burst of loads is one write); the timer keeps no process alive. `cancel` before a save of its own.
 */
export function saveLater(save: () => void): { schedule(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    schedule() {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        save();
      }, SAVE_DELAY_MS);
      timer.unref?.();
    },
    cancel,
  };
}
