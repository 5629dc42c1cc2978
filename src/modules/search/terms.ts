// The term dictionary of a search index (search-index.ts): each distinct term once, numbered in
// the order met. Postings (postings.ts), the typo map (typo-map.ts) and the expansions of query
// terms (expansion.ts) all speak of terms by these numbers.
//
// Two lookups over the same numbers:
// - MiniSearch's public `SearchableMap` (a radix tree) answers prefix lookups (completions of a
//   query term). Filled from every term at once, at its first use after a rebuild or a load:
//   inserting terms as they were met cost several times more.
// - `TermTable`, open addressing on FNV-1a, answers exact lookups, the commonest, and lets the
//   indexing of plain ASCII text find a known term from the text's characters without first
//   building a string of it (most of a build's time went to making and hashing such strings).
import SearchableMap from "minisearch/SearchableMap";
import { grow } from "./arrays";
import { tokenize } from "./text";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-format";

/** A node of MiniSearch's radix tree (SearchableMap's `_tree`): edges to nodes, and "" to the number of the term ending there. */
type TreeNode = Map<string, TreeNode | number>;
/** The key of a term's own entry in its node (SearchableMap's LEAF). */
const LEAF = "";

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Term numbers by term (see above). */
class TermTable {
  private slots = new Int32Array(1 << 12).fill(-1);
  private hashes = new Uint32Array(1 << 11);
  constructor(private readonly texts: string[]) {}

  static hash(term: string): number {
    let h = FNV_OFFSET;
    for (let k = 0; k < term.length; k++) h = Math.imul(h ^ term.charCodeAt(k), FNV_PRIME);
    return h >>> 0;
  }

  /** The number of the term spelt, lower-cased, by `src` from `start` to `end` (ASCII), whose hash is `hash`; or -1. */
  findSlice(src: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot]!;
      if (id < 0) return -1;
      if (this.hashes[id] !== hash) continue;
      const text = this.texts[id]!;
      if (text.length !== end - start) continue;
      let k = 0;
      for (; k < text.length; k++) {
        let c = src.charCodeAt(start + k);
        if (c >= 65 && c <= 90) c += 32;
        if (c !== text.charCodeAt(k)) break;
      }
      if (k === text.length) return id;
    }
  }

  find(term: string): number {
    return this.findSlice(term, 0, term.length, TermTable.hash(term));
  }

  /** Records `term`, already in `texts` as number `id`. */
  add(id: number, hash: number): void {
    if (id >= this.hashes.length) this.hashes = grow(this.hashes, id + 1);
    this.hashes[id] = hash;
    if ((id + 1) * 2 > this.slots.length) {
      const old = this.slots;
      this.slots = new Int32Array(old.length * 2).fill(-1);
      for (const other of old) if (other >= 0) this.place(other);
    }
    this.place(id);
  }

  private place(id: number): void {
    const mask = this.slots.length - 1;
    let slot = this.hashes[id]! & mask;
    while (this.slots[slot]! >= 0) slot = (slot + 1) & mask;
    this.slots[slot] = id;
  }
}

export class TermDictionary {
  /** Each term's text, by number. */
  readonly texts: string[] = [];
  private readonly table = new TermTable(this.texts);
  /** The prefix tree, made at its first use after a rebuild or a load (`prefixTree`): ~45 ms of a cold start at a million landlords (issue 32). */
  private treeMade: SearchableMap<number> | null = null;
  /** During a rebuild: the tree is filled at the end. */
  private building = false;
  /** `completions`' answer (its first `count`) and its walk's stack of tree entries and the lengths they end at. */
  completionIds = new Int32Array(512);
  completionLengths = new Int32Array(512);
  private readonly walkStack: (TreeNode | number)[] = [];
  private readonly walkLengths: number[] = [];
  /** The term numbers of the text last read by `termIdsOf` (its first `count`; a scratch reused for every field). */
  ids = new Int32Array(256);

  get count(): number {
    return this.texts.length;
  }

  text(id: number): string {
    return this.texts[id]!;
  }

  /** The number of `term` (as tokenize() gives it), or -1. */
  find(term: string): number {
    return this.table.find(term);
  }

  /** The terms starting with `prefix`, with their numbers, in the tree's order (which decides which completions are kept). */
  atPrefix(prefix: string): Iterable<[string, number]> {
    return this.prefixTree().atPrefix(prefix);
  }

  /**
   * The first `max` terms starting with `prefix` in `atPrefix`'s order, as their numbers and
   * lengths (the first `count` of `completionIds` and `completionLengths`, a scratch reused by
   * every call): returns `count`. Expansion reads of a completion only its number and length, and
   * `atPrefix`'s iterator makes each completion's text (a join of its path's edges), an entry and
   * a result object, and copies every node's keys on the way (issue 32: most of a term's first
   * expansion at a million landlords). This walks the same tree in the same order (MiniSearch's
   * TreeIterator: depth first, a node's keys last to first, a term where its node's "" key comes),
   * summing edge lengths and making nothing. terms.test.ts holds it to `atPrefix`.
   */
  completions(prefix: string, max: number): number {
    let node = (this.prefixTree() as unknown as { _tree: TreeNode })._tree;
    let length = prefix.length;
    // Down to the node under `prefix`, as SearchableMap.atPrefix's trackDown goes.
    let rest = prefix;
    while (rest.length > 0) {
      let edge: string | null = null;
      for (const k of node.keys()) {
        if (k !== LEAF && rest.startsWith(k)) {
          edge = k;
          break;
        }
      }
      if (edge !== null) {
        node = node.get(edge) as TreeNode;
        rest = rest.slice(edge.length);
        continue;
      }
      // `prefix` ends inside an edge, or nowhere: atPrefix keeps what is under the first edge `rest` begins.
      let below: TreeNode | null = null;
      for (const k of node.keys()) {
        if (k !== LEAF && k.startsWith(rest)) {
          below = node.get(k) as TreeNode;
          length += k.length - rest.length;
          break;
        }
      }
      if (below === null) return 0;
      node = below;
      break;
    }
    // Depth first with a stack: a node's entries pushed first to last are taken last to first.
    const stack = this.walkStack;
    const lengths = this.walkLengths;
    let top = 0;
    for (const [k, v] of node) {
      stack[top] = v;
      lengths[top++] = k === LEAF ? length : length + k.length;
    }
    let count = 0;
    while (top > 0 && count < max) {
      const v = stack[--top]!;
      const at = lengths[top]!;
      if (typeof v === "number") {
        if (count === this.completionIds.length) {
          this.completionIds = grow(this.completionIds, count + 1);
          this.completionLengths = grow(this.completionLengths, count + 1);
        }
        this.completionIds[count] = v;
        this.completionLengths[count++] = at;
        continue;
      }
      for (const [k, child] of v) {
        stack[top] = child;
        lengths[top++] = k === LEAF ? at : at + k.length;
      }
    }
    return count;
  }

  /** The tree of every term, in number order as a rebuild would insert them (the order decides which completions are kept). */
  private prefixTree(): SearchableMap<number> {
    if (!this.treeMade) {
      const tree = new SearchableMap<number>();
      const { texts } = this;
      for (let id = 0; id < texts.length; id++) tree.set(texts[id]!, id);
      this.treeMade = tree;
    }
    return this.treeMade;
  }

  /** Makes the prefix tree now rather than at the first search (search-index.ts `warm`). */
  warm(): void {
    if (!this.building) this.prefixTree();
  }

  beginBuild(): void {
    this.building = true;
  }

  endBuild(): void {
    this.building = false;
    this.treeMade = null; // made at its first use, from every term in number order
  }

  /** The terms into a snapshot (snapshot.ts): their texts in number order; the tables are made again from them. */
  save(w: SnapshotWriter): void {
    w.strings("terms.texts", this.texts);
  }

  /** A dictionary of the terms `save` wrote, numbered as they were. */
  static load(r: SnapshotReader): TermDictionary {
    const dictionary = new TermDictionary();
    const texts = r.strings("terms.texts");
    dictionary.beginBuild();
    for (let id = 0; id < texts.length; id++) {
      const term = texts[id]!;
      if (dictionary.table.find(term) >= 0) throw new Error("snapshot: a term twice");
      dictionary.newTerm(term, TermTable.hash(term));
    }
    dictionary.endBuild();
    return dictionary;
  }

  /** The term numbers of `text`'s terms into `ids`, new terms numbered as met; how many. */
  termIdsOf(text: string): number {
    // As tokenize() does for ASCII: lower case, split on anything but letters and digits; the
    // first character beyond ASCII sends the whole text through tokenize() itself.
    let count = 0;
    let start = -1;
    let h = FNV_OFFSET;
    for (let k = 0; k <= text.length; k++) {
      let c = k < text.length ? text.charCodeAt(k) : 32;
      if (c > 127) return this.termIdsOfSlow(text);
      if (c >= 65 && c <= 90) c += 32;
      if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
        if (start < 0) {
          start = k;
          h = FNV_OFFSET;
        }
        h = Math.imul(h ^ c, FNV_PRIME);
      } else if (start >= 0) {
        const hash = h >>> 0;
        const id = this.table.findSlice(text, start, k, hash);
        count = this.put(count, id >= 0 ? id : this.newTerm(text.slice(start, k).toLowerCase(), hash));
        start = -1;
      }
    }
    return count;
  }

  /** Puts `known` (term numbers kept from an earlier `termIdsOf`) into `ids`; how many. */
  putIds(known: Int32Array): number {
    if (known.length > this.ids.length) this.ids = grow(this.ids, known.length);
    this.ids.set(known);
    return known.length;
  }

  private termIdsOfSlow(text: string): number {
    let count = 0;
    for (const t of tokenize(text)) {
      const hash = TermTable.hash(t);
      const id = this.table.findSlice(t, 0, t.length, hash);
      count = this.put(count, id >= 0 ? id : this.newTerm(t, hash));
    }
    return count;
  }

  private put(count: number, id: number): number {
    if (count === this.ids.length) this.ids = grow(this.ids, count + 1);
    this.ids[count] = id;
    return count + 1;
  }

  private newTerm(term: string, hash: number): number {
    const id = this.texts.push(term) - 1;
    this.table.add(id, hash);
    if (!this.building) this.treeMade?.set(term, id); // else the tree, when made, has it
    return id;
  }
}
