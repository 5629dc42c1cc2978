// An in-memory search index of one kind of document (kind.ts: landlords today, buildings next),
// held compactly, with the work per query bounded whatever the input. It puts the engine's parts
// together and keeps them in step; each part is a file of its own:
// - terms.ts: the term dictionary (term -> term number; MiniSearch's radix tree for prefixes),
// - postings.ts: per (term, field) list, [document, term frequency] pairs in document order,
// - typo-map.ts: the SymSpell deletion map of near-misses,
// - expansion.ts: a query term's expansion into weighted terms (a plan),
// - documents.ts and places.ts: the documents' numbers, ids, places and field lengths,
// - evaluate.ts: query evaluation over the postings,
// - the kind's row store (kind.ts `RowStore`) for what its answers show, and its JSON
//   (answer-writer.ts keeps the bytes).
// Typed arrays indexed by term and document numbers rather than MiniSearch's own index: its
// per-term Maps cost ~250 MB of RSS and 750 ms of start-up at 100,000 landlords (issue 16), and
// its `search()` builds a result object for every match.
//
// Documents: numbered in the order added; `reset()` adds them highest rank first (a landlord: most
// reviewed), so low numbers are the best-known and a walk cut short has seen them. The bulk of the
// postings is one block built by `reset()` in a single pass; later additions go to small per-list
// arrays. Removing a document marks its number dead; `compact()` folds both back into one block,
// renumbered, once the dead numbers or the additions grow past a quarter of the whole.
//
// A query:
// 1. is cut down (text.ts): at most MAX_QUERY_CHARS characters, MAX_TERMS distinct terms of at
//    most MAX_TERM_CHARS characters. A 5,000-character query costs what a short one does.
// 2. Each term is expanded (expansion.ts): itself, its completions and, when it is not a known
//    word, its near-misses (typo-map.ts): 1 typo from 4 letters, 2 from 8, a swap of neighbours
//    counting as one ("jonh" -> "john"). At most MAX_EXPANSIONS per term, best first, weighted as
//    MiniSearch weighs prefix and fuzzy matches.
// 3. Terms are combined with AND, rarest first (evaluate.ts). When the two rarest terms have at
//    most PAIR_WALK_LIMIT postings together, both are walked whole and their common documents are
//    the candidates (at a million landlords "garcia chen" must not stop at the first thousands of
//    Garcias). Otherwise the rarest term's postings (or, when a location is asked for and has
//    fewer documents, that location's documents) admit at most SCAN_LIMIT candidates. Each other
//    term then walks its postings, or for a long list looks each candidate up by binary search,
//    whichever is less work; at most WORK_LIMIT steps in all. A document's score is BM25 (k1 1.2,
//    b 0.75) of each term's best expansion. With one term, the walk stops at MAX_CANDIDATES matches.
// 4. If AND finds nothing, the terms are combined with OR under the same bounds, documents
//    matching more of the terms first; then the best `limit` are kept with a small heap.
import { sortPrefix } from "./arrays";
import { DocumentTable, textHashOf } from "./documents";
import { Evaluator, SCAN_LIMIT } from "./evaluate";
import { Expander, type Plan } from "./expansion";
import { rankOrder, type DocumentKind, type IndexableDoc, type RowStore } from "./kind";
import { Places } from "./places";
import { PostingBuffer, Postings } from "./postings";
import { TermDictionary } from "./terms";
import { touchStrings } from "./string-column";
import { queryTerms } from "./text";
import { RECENT_TERMS, TypoMap } from "./typo-map";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-format";

/** How many characters of documents' texts `update` keeps to compare their next versions with (UTF-16: 8 MB at most). */
const UPDATE_TEXTS_KEPT = 4_000_000;

export interface SearchOptions<Type extends string> {
  /** Only documents whose place matches it (each of its terms starts one of the place's). */
  location?: string;
  type?: Type;
  /** At most this many (default 50). */
  limit?: number;
}

/** What `update` hands a re-add of a document whose earlier texts it kept (`SearchIndex.termIds`). */
interface PriorTerms {
  /** Per field, the term numbers of its earlier text (sorted), when kept. */
  readonly ids: readonly (Int32Array | undefined)[];
  /** Per field, the lines appended to its earlier text (`MadeTexts.appended`). */
  readonly appended: readonly (string | undefined)[] | null;
  /** Per field, whether its text is its earlier text. */
  readonly unchanged: readonly boolean[];
}

/** A document's texts as `update` indexes them (`SearchIndex.textsOf`). */
export interface MadeTexts {
  readonly texts: readonly string[];
  /** Per field, the lines known to be appended to its earlier text; null: none known. */
  readonly appended: readonly (string | undefined)[] | null;
  /** The kept texts they were made from, if any. */
  readonly before: readonly string[] | undefined;
}

export class SearchIndex<Doc extends IndexableDoc, Row, Type extends string, Rows extends RowStore<Doc, Row> = RowStore<Doc, Row>> {
  private dictionary = new TermDictionary();
  private readonly postings = new Postings();
  private readonly typos = new TypoMap();
  private readonly expander = new Expander();
  private readonly places = new Places();
  private readonly docs: DocumentTable;
  /** What the kind keeps of each document for its answers (kind.ts). */
  readonly rows: Rows;
  private readonly evaluator: Evaluator;
  private readonly fieldCount: number;

  /**
   * The indexed texts (one per field) of the documents `update` was given since the last reset or
   * load, by id: what it compares a document's next version with. Bounded (UPDATE_TEXTS_KEPT
   * characters), forgotten whole when full: a document not here is re-added, as `upsert` does.
   */
  private readonly texts = new Map<string, readonly string[]>();
  private textsKept = 0;
  /**
   * Beside a document's kept texts, the term numbers of each field but the place (sorted, a number
   * once per occurrence), as `addDocument` found them when `update` re-added it: a re-add of a
   * document whose field gained lines (a review's new address, its landlord not the last added) takes
   * the earlier text's terms from here and tokenizes the new lines only (issue 32: tokenizing the
   * whole document was 40% of the index update of a review write). Counted in UPDATE_TEXTS_KEPT
   * (two characters a number) and forgotten with the texts.
   */
  private readonly termIds = new Map<string, readonly (Int32Array | undefined)[]>();
  /**
   * Documents whose text hashes were not recomputed when `appendTo` took lines the kind said were
   * appended (kind.ts `appended`): hashing a landlord's whole addresses, 140 KB for the growth bench's
   * hot landlord, cost it 0.6 ms a write (issue 32). Their texts are kept (`texts`); the hashes are
   * computed from them when the texts are forgotten (`forgetTexts`), the only time they may be asked.
   */
  private readonly hashLater = new Set<string>();
  /** The number `upsert` gave last while its postings are the last of each of their lists (no compaction since): -1 if none. */
  private lastAdded = -1;

  constructor(readonly kind: DocumentKind<Doc, Row, Type, Rows>) {
    this.fieldCount = kind.fields.length;
    this.docs = new DocumentTable(this.fieldCount);
    this.rows = kind.createRows();
    this.rows.grow(this.docs.placeOf.length);
    this.evaluator = new Evaluator(this.docs, this.places, this.postings);
    this.reset([]);
  }

  /** Live documents. */
  get size(): number {
    return this.docs.live;
  }

  /** Replaces the whole index in one pass over `docs` (distinct ids). */
  reset(docs: Iterable<Doc>): void {
    this.forgetTexts();
    this.lastAdded = -1;
    this.dictionary = new TermDictionary();
    this.places.clear();
    this.expander.clear();
    this.rows.clear();
    // Numbered highest rank first as they are added (ties in the order given), so the postings
    // come out in document order, ready for the block: nothing is renumbered or sorted by
    // document afterwards (that was a third of a build at 100,000 landlords, issue 16).
    const all = Array.isArray(docs) ? (docs as Doc[]) : [...docs];
    const { kind } = this;
    const order = rankOrder(all, (doc) => kind.rank(doc));
    this.docs.clear(Math.max(1024, all.length));
    this.rows.grow(this.docs.placeOf.length);
    const buffer = new PostingBuffer(Math.max(1 << 16, all.length * 10));
    this.dictionary.beginBuild();
    for (let i = 0; i < order.length; i++) this.addDocument(all[order[i]!]!, buffer);
    this.docs.forgetIds();
    this.postings.build(buffer, this.dictionary.count * this.fieldCount);
    this.evaluator.forget();
    this.typos.build(this.dictionary.texts);
    // The tree is filled once all terms are known: inserting them as met cost several times more.
    this.dictionary.endBuild();
    // Ids (and the kind's strings) packed in UTF-8 columns, as a snapshot loads them: a million of
    // each as JS strings took memory and doubled the collector's pauses (issue 32, bench/RESULTS.md h33g).
    this.docs.packIds();
    this.rows.pack?.();
  }

  /**
   * Whether the index is exactly what `reset` made (nothing added or removed since): only then can
   * it be saved (snapshot.ts), so that a snapshot loads as what a rebuild would make.
   */
  get pristine(): boolean {
    return this.postings.added === 0 && this.docs.dead === 0 && this.dictionary.count === this.typos.covered;
  }

  /** The index into `w` (snapshot.ts); only a pristine one, of a kind whose rows can be saved. */
  save(w: SnapshotWriter): void {
    if (!this.pristine || !this.rows.save) throw new Error("snapshot: only a freshly built index of a kind with saved rows can be saved");
    this.dictionary.save(w);
    this.postings.save(w);
    this.typos.save(w);
    this.places.save(w);
    this.docs.save(w);
    this.rows.save(w, this.docs.count);
  }

  /** Replaces the whole index by what `save` wrote; throws when anything in it does not fit (the index is then empty). */
  load(r: SnapshotReader): void {
    if (!this.rows.load) throw new Error("snapshot: this kind's rows cannot be loaded");
    try {
      this.forgetTexts();
      this.lastAdded = -1;
      this.expander.clear();
      const dictionary = TermDictionary.load(r);
      this.postings.restore(r);
      if (this.postings.lists !== dictionary.count * this.fieldCount) throw new Error("snapshot: postings do not match the terms");
      this.typos.load(r, dictionary.count);
      this.docs.load(r);
      this.places.load(r, this.docs.placeOf, this.docs.count);
      this.rows.load(r, this.docs.count, this.docs.placeOf.length);
      this.dictionary = dictionary;
      this.evaluator.forget();
    } catch (error) {
      this.reset([]);
      throw error;
    }
  }

  /** Adds a document, or replaces it when it is already indexed. `texts`: its texts, when known already (`update`). */
  upsert(doc: Doc, texts?: readonly string[]): void {
    this.reAdd(doc, texts);
  }

  /** `upsert`; `prior`: the terms of the document's earlier texts (`update`); the term numbers found, by field, when `prior` is given. */
  private reAdd(doc: Doc, texts?: readonly string[], prior?: PriorTerms): (Int32Array | undefined)[] | null {
    this.forgetText(doc.id);
    this.hashLater.delete(doc.id);
    this.markRemoved(doc.id);
    const termsBefore = this.dictionary.count;
    const found = this.addDocument(doc, null, texts, prior);
    this.lastAdded = this.docs.count - 1;
    this.termsAdded(termsBefore);
    this.compactIfWorthIt();
    return found;
  }

  /**
   * The texts `update(doc)` indexes, made now from the document and the texts kept for it: for an
   * update applied later (service.ts applies a review's after its answer is sent), so that what the
   * document reads of the store (src/store/sqlite/search-docs.ts `AppendedDoc`: its whole addresses,
   * when asked) is read as of its commit, and the later `update(doc, made)` reads nothing of it. Made
   * again by `update` itself when its texts are no longer those kept (another update came between).
   */
  textsOf(doc: Doc): MadeTexts {
    const { kind } = this;
    const before = this.texts.get(doc.id);
    const texts: string[] = [];
    // Lines the kind says were appended to a field (kind.ts `appended`): with the earlier texts kept,
    // the field is those and the lines, neither read from the document nor compared (issue 32).
    let appended: (string | undefined)[] | null = null;
    for (let f = 0; f < this.fieldCount; f++) {
      const lines = before ? kind.appended?.(doc, f) : undefined;
      if (lines === undefined) {
        texts.push(kind.text(doc, f));
        continue;
      }
      const old = before![f]!;
      texts.push(lines === "" ? old : old === "" ? lines : `${old}\n${lines}`);
      if (lines !== "") (appended ??= [])[f] = lines;
    }
    return { texts, appended, before };
  }

  /**
   * A changed document (issue 32: a review write changes its landlord's figures, and at most adds
   * an address), indexed as `upsert` would, at a cost that does not grow with the document's text
   * when `update` was given its earlier version: texts unchanged, its figures are set in place (the
   * kind's `setFigures`); texts only lengthened by lines appended to fields other than the place,
   * and its postings the last of their lists (it is the one `upsert` added last), the new lines'
   * terms are added to its postings. Anything else is `upsert`. Searches answer alike either way.
   */
  update(doc: Doc, made: MadeTexts = this.textsOf(doc)): void {
    const kept = this.texts.get(doc.id);
    // Made from texts another update has replaced since: made again (service.ts never lets that happen).
    if (made.before !== undefined && kept !== undefined && kept !== made.before) made = this.textsOf(doc);
    const { texts, appended } = made;
    // The earlier texts `made` was made from, still kept (undefined: forgotten since, or never kept:
    // the texts made are whole all the same, and the document is compared by its text hash).
    const before = kept !== undefined && kept === made.before ? kept : undefined;
    const n = this.docs.docOf.get(doc.id);
    // Without its earlier texts (never kept, or forgotten), the document's text hashes say whether they changed.
    const inPlace =
      n !== undefined &&
      (before
        ? (!appended && this.setFiguresOf(n, doc, before, texts)) || this.appendTo(n, doc, before, texts, appended)
        : this.docs.sameTextHash(n, textHashOf(texts)) && this.setFiguresOf(n, doc, texts, texts));
    // Re-added from the texts made above: a field known by its appended lines is not read from the
    // document, nor the earlier text of a field tokenized again when its terms are kept.
    const known = before ? this.termIds.get(doc.id) : undefined;
    const found = inPlace ? null : this.reAdd(doc, texts, { ids: known ?? [], appended, unchanged: before ? texts.map((t, f) => t === before[f]) : [] });
    // Kept with the texts when taken in place with texts unchanged (a change of figures): still theirs.
    const keptIds = found ?? (before && texts.every((t, f) => t === before[f]) ? known : undefined);
    this.keepText(doc.id, texts);
    if (keptIds) this.keepTermIds(doc.id, keptIds);
  }

  remove(id: string): void {
    this.forgetText(id);
    this.hashLater.delete(id);
    if (this.markRemoved(id)) this.compactIfWorthIt();
  }

  /** `update` of a document whose texts are all as `before`: its figures and rank in place, if the kind can. */
  private setFiguresOf(n: number, doc: Doc, before: readonly string[], texts: readonly string[]): boolean {
    const { rows } = this;
    if (!rows.setFigures) return false;
    for (let f = 0; f < this.fieldCount; f++) if (texts[f] !== before[f]) return false;
    rows.setFigures(n, doc);
    this.docs.setRank(n, this.kind.rank(doc));
    return true;
  }

  /**
   * `update` of document `n` whose fields are `before`'s with lines appended (see `update`); false
   * when it is not that. `appended`: the lines known to be appended to a field (kind.ts `appended`),
   * taken without comparing the field's texts.
   */
  private appendTo(n: number, doc: Doc, before: readonly string[], texts: readonly string[], appended: readonly (string | undefined)[] | null = null): boolean {
    if (n !== this.lastAdded) return false;
    const { kind, dictionary, postings, docs, fieldCount } = this;
    for (let f = 0; f < fieldCount; f++) {
      if (appended?.[f] !== undefined) {
        if (f === kind.placeField) return false;
        continue;
      }
      const old = before[f]!;
      const now = texts[f]!;
      if (now === old) continue;
      // A line of its own: no term runs across the join ("\n" is no letter or digit, text.ts), so
      // the terms of the whole are the old text's and the new lines'.
      if (f === kind.placeField || !now.startsWith(old) || (old !== "" && now.charCodeAt(old.length) !== 10)) return false;
    }
    const termsBefore = dictionary.count;
    for (let f = 0; f < fieldCount; f++) {
      const old = before[f]!;
      const now = texts[f]!;
      const lines = appended?.[f];
      if (lines === undefined && now === old) continue;
      const count = dictionary.termIdsOf(lines ?? (old === "" ? now : now.slice(old.length + 1)));
      const ids = dictionary.ids;
      sortPrefix(ids, count);
      let added = 0;
      for (let i = 0; i < count; ) {
        let j = i + 1;
        while (j < count && ids[j] === ids[i]) j++;
        if (postings.addOrRaise(ids[i]! * fieldCount + f, n, j - i)) added++;
        i = j;
      }
      // The field's length is its distinct terms (addDocument), capped as there.
      const at = n * fieldCount + f;
      const length = Math.min(docs.lengths[at]! + added, 0xffff);
      docs.lengthSum[f]! += length - docs.lengths[at]!;
      docs.lengths[at] = length;
    }
    if (appended) this.hashLater.add(doc.id);
    else docs.setTextHash(n, textHashOf(texts));
    // Added after the last reset or load (it is `lastAdded`): its name may be set again (string-column.ts).
    this.rows.set(n, doc);
    docs.setRank(n, kind.rank(doc));
    this.termsAdded(termsBefore);
    this.compactIfWorthIt();
    return true;
  }

  /** After terms were numbered since `termsBefore`: expansions forgotten, the typo map extended when enough are new. */
  private termsAdded(termsBefore: number): void {
    const terms = this.dictionary.count;
    if (terms !== termsBefore) {
      this.expander.clear();
      if (terms - this.typos.covered > RECENT_TERMS) this.typos.build(this.dictionary.texts);
    }
  }

  private keepText(id: string, texts: readonly string[]): void {
    let size = 0;
    for (const t of texts) size += t.length;
    this.forgetText(id);
    if (this.textsKept + size > UPDATE_TEXTS_KEPT) this.forgetTexts(true);
    this.texts.set(id, texts);
    this.textsKept += size;
  }

  /** Keeps `ids` (`termIds`) beside `id`'s kept texts, when there is room. */
  private keepTermIds(id: string, ids: readonly (Int32Array | undefined)[]): void {
    let size = 0;
    for (const a of ids) size += (a?.length ?? 0) * 2;
    if (!this.texts.has(id) || this.textsKept + size > UPDATE_TEXTS_KEPT) return;
    this.termIds.set(id, ids);
    this.textsKept += size;
  }

  /** Drops `id`'s kept texts (replaced, or its document re-added or removed: a hash owed is not needed). */
  private forgetText(id: string): void {
    const ids = this.termIds.get(id);
    if (ids) {
      this.termIds.delete(id);
      for (const a of ids) this.textsKept -= (a?.length ?? 0) * 2;
    }
    const texts = this.texts.get(id);
    if (!texts) return;
    this.texts.delete(id);
    for (const t of texts) this.textsKept -= t.length;
  }

  /**
   * Drops every kept text. `settle`: first computes the hashes owed (`hashLater`) of live documents
   * from them (the index goes on; a reset or load renumbers everything and owes none).
   */
  private forgetTexts(settle = false): void {
    if (settle) {
      for (const id of this.hashLater) {
        const texts = this.texts.get(id);
        // Not kept: the document whose texts are being replaced (keepText); it keeps the new ones.
        if (!texts) continue;
        const n = this.docs.docOf.get(id);
        if (n !== undefined) this.docs.setTextHash(n, textHashOf(texts));
        this.hashLater.delete(id);
      }
    } else this.hashLater.clear();
    this.texts.clear();
    this.termIds.clear();
    this.textsKept = 0;
  }

  has(id: string): boolean {
    return this.docs.docOf.has(id);
  }

  /** Document numbers given so far (live or not): numbers run from 0 below it. */
  get numbered(): number {
    return this.docs.count;
  }

  /** Whether document number `n` is live (not removed, nor replaced by a later number). */
  live(n: number): boolean {
    return n < this.docs.count && this.docs.placeOf[n]! >= 0;
  }

  /** Document `n`'s id (n as searchNumbers() gives it). */
  idAt(n: number): string {
    return this.docs.idAt(n);
  }

  /** Document `n`'s place. */
  placeAt(n: number): string {
    return this.places.names[this.docs.placeOf[n]!]!;
  }

  /** The document `id` as its answers show it, or null. */
  record(id: string): Row | null {
    const n = this.docs.docOf.get(id);
    if (n === undefined) return null;
    return this.rows.row(n, id, this.placeAt(n));
  }

  /** Document `n`'s JSON as the kind's answers list it (answer-writer.ts). */
  jsonAt(n: number): string {
    return this.kind.json(this.rows, n, this.docs.idAt(n), this.placeAt(n));
  }

  /** Document `n`'s JSON as UTF-8 into `out` from `at` (kind.ts `writeJson`): the end, or -1 when the kind cannot (then `jsonAt`). */
  writeJsonAt(n: number, out: Uint8Array, at: number): number {
    const write = this.kind.writeJson;
    return write ? write(this.rows, n, this.docs.ids, this.placeAt(n), out, at) : -1;
  }

  /** The documents' ids, places and rows that writing the first `count` of `numbers` reads, read ahead (answer-writer.ts `touchJson`). */
  touchJson(numbers: Int32Array, count: number): number {
    const { placeOf } = this.docs;
    const names = this.places.names;
    // Ids are read ahead only when the kind's JSON is written from the documents' ids (landlord-kind.ts keeps its own in its records).
    let sum = this.rows.keepsIds ? 0 : touchStrings(this.docs.ids, numbers, count);
    for (let i = 0; i < count; i++) sum += placeOf[numbers[i]!]!;
    // The place's name too: a string on the heap that the kind's writer looks up, cold when the
    // engine's walk has filled the caches since (bench/answer-bytes.ts: 2-5% of the answer's bytes).
    for (let i = 0; i < count; i++) sum += names[placeOf[numbers[i]!]!]?.length ?? 0;
    return sum + (this.rows.touch ? this.rows.touch(numbers, count) : 0);
  }

  /** The stored places that match `location` (at most `max`), for location-only searches. */
  matchingLocations(location: string, max = 500): string[] {
    return this.places.matching(queryTerms(location), max).map((n) => this.places.names[n]!);
  }

  /**
   * The stored places a query names whole (places.ts `namedBy`), with the query's terms as
   * `queryTerms` gives them (the caller has them already). [] when it names none.
   */
  namedLocations(terms: readonly string[]): string[] {
    return this.places.namedBy(terms);
  }

  /** Ids of the best-matching documents, best first, at most `limit`. */
  search(query: string, opts: SearchOptions<Type> = {}): string[] {
    return this.searchNumbers(query, opts).map((n) => this.docs.idAt(n));
  }

  /**
   * Document numbers of the best-matching documents, best first, at most `limit`: read them with
   * idAt(n), rows and jsonAt(n) before the index next changes (a change may renumber).
   */
  searchNumbers(query: string, opts: SearchOptions<Type> = {}): number[] {
    return this.searchTermNumbers(queryTerms(query), { ...opts, location: queryTerms(opts.location ?? "") });
  }

  /** searchNumbers with the query's and the location's terms as `queryTerms` gives them (a caller may have them already). */
  searchTermNumbers(terms: readonly string[], opts: { location?: readonly string[]; type?: Type; limit?: number } = {}): number[] {
    const fields = this.kind.searchFields[opts.type ?? this.kind.defaultType];
    const { dictionary, typos, postings, fieldCount } = this;
    const live = this.docs.live;
    const plans: Plan[] = [];
    for (const term of terms) {
      const plan = this.expander.plan(term, fields, live, fieldCount, dictionary, typos, postings);
      if (plan.expansions.length) plans.push(plan);
    }
    return this.evaluator.search(plans, fields, opts.location, opts.limit ?? 50);
  }

  /**
   * One page of searchTermNumbers' answer: the documents from `offset` on, at most `limit`, and
   * `total`, how many matched in all (within the walk's bounds, evaluate.ts: at most SCAN_LIMIT).
   */
  searchPage(terms: readonly string[], opts: { location?: readonly string[]; type?: Type; offset?: number; limit?: number } = {}): { numbers: number[]; total: number } {
    // No walk admits more than SCAN_LIMIT (evaluate.ts): past it there is nothing to give.
    const offset = Math.min(Math.max(0, opts.offset ?? 0), SCAN_LIMIT);
    const best = this.searchTermNumbers(terms, { ...opts, limit: offset + (opts.limit ?? 50) });
    return { numbers: offset ? best.slice(offset) : best, total: this.evaluator.total };
  }

  /** The live documents in the places named `names` (exact texts, as matchingLocations gives them). */
  liveIn(names: readonly string[]): number {
    return this.places.liveIn(names);
  }

  private markRemoved(id: string): boolean {
    const liveAt = this.places.liveAt; // before the document's place is cleared: grouped first when still pending (places.ts)
    const place = this.docs.remove(id);
    if (place < 0) return false;
    liveAt[place]!--;
    return true;
  }

  /**
   * Makes now what a load from a snapshot leaves to its first use (the prefix tree, terms.ts; the
   * places' documents, places.ts): called a moment after the start, once the port is open.
   */
  warm(): void {
    this.dictionary.warm();
    void this.places.docs;
  }

  private compactIfWorthIt(): void {
    const { dead, live } = this.docs;
    const { added, blockSize } = this.postings;
    if (dead > Math.max(5_000, live / 4) || added > Math.max(50_000, blockSize / 4)) this.compact();
  }

  /** Folds the additions into the block and drops dead documents, renumbering the live ones in order. */
  private compact(): void {
    this.lastAdded = -1; // renumbered, its postings folded into the block
    const order = this.docs.liveOrder();
    const count = order.length;
    const capacity = Math.max(1024, count + (count >> 2));
    const renumbered = this.docs.renumber(order, capacity);
    this.rows.renumber(order, capacity);
    this.postings.renumber(renumbered, this.dictionary.count * this.fieldCount);
    this.places.regroup(this.docs.placeOf, count);
    this.evaluator.forget();
  }

  /** Indexes `doc` under the next number; its postings go to `buffer` (a reset) or to the additions. */
  /** Adds `doc` under a new number; `given`: its texts, when the caller has them already (`update`: read from no document). */
  private addDocument(doc: Doc, buffer: PostingBuffer | null, given?: readonly string[], prior?: PriorTerms): (Int32Array | undefined)[] | null {
    const { kind, dictionary, places, fieldCount } = this;
    const placeText = given ? given[kind.placeField]! : kind.text(doc, kind.placeField);
    const place = places.numberOf(placeText);
    const capacity = this.docs.placeOf.length;
    const n = this.docs.add(doc.id, place, !buffer, kind.rank(doc)); // after a reset, the id map is made at its first use
    if (this.docs.placeOf.length !== capacity) this.rows.grow(this.docs.placeOf.length);
    this.rows.set(n, doc);
    places.add(place, n);
    const texts: string[] = [];
    for (let f = 0; f < fieldCount; f++) texts.push(f === kind.placeField ? placeText : given ? given[f]! : kind.text(doc, f));
    // Re-added by `update`, which keeps its texts: the hash is owed, as `appendTo`'s is (hashing a
    // landlord's whole addresses each time cost what tokenizing them did).
    if (prior) this.hashLater.add(doc.id);
    else this.docs.setTextHash(n, textHashOf(texts));
    const found: (Int32Array | undefined)[] | null = prior ? [] : null;
    for (let f = 0; f < fieldCount; f++) {
      let count: number;
      const known = prior?.ids[f];
      const lines = prior?.appended?.[f];
      if (f === kind.placeField) {
        count = places.termIdsOf(place, placeText, dictionary);
        sortPrefix(dictionary.ids, count);
      } else if (known && lines !== undefined) {
        // The earlier text's terms and the new lines' (no term runs across the "\n" that joins them: `appendTo`).
        count = this.withLines(known, lines);
      } else if (known && prior!.unchanged[f]) {
        count = dictionary.putIds(known);
      } else {
        count = dictionary.termIdsOf(texts[f]!);
        sortPrefix(dictionary.ids, count);
      }
      const ids = dictionary.ids;
      if (found && f !== kind.placeField) found[f] = known && lines === undefined && prior!.unchanged[f] ? known : ids.slice(0, count);
      let distinct = 0;
      for (let i = 0; i < count; ) {
        let j = i + 1;
        while (j < count && ids[j] === ids[i]) j++;
        const key = ids[i]! * fieldCount + f;
        const tf = Math.min(255, j - i);
        if (buffer) buffer.push(key, n, tf);
        else this.postings.add(key, n, tf);
        distinct++;
        i = j;
      }
      this.docs.setLength(n, f, Math.min(distinct, 0xffff));
    }
    return found;
  }

  /** `known` (sorted term numbers) and those of `lines`, merged in order into the dictionary's `ids`; how many. */
  private withLines(known: Int32Array, lines: string): number {
    const { dictionary } = this;
    const added = dictionary.termIdsOf(lines);
    sortPrefix(dictionary.ids, added);
    const extra = dictionary.ids;
    const merged = new Int32Array(known.length + added);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < known.length && j < added) merged[k++] = known[i]! <= extra[j]! ? known[i++]! : extra[j++]!;
    while (i < known.length) merged[k++] = known[i++]!;
    while (j < added) merged[k++] = extra[j++]!;
    return dictionary.putIds(merged);
  }
}
