// After-commit work of follows (docs/follows.md): the new-review fan-out and the mail sender.
//
// Fan-out: a new review's transaction queues a follow event when someone follows its landlord, city
// or building (store/sqlite/alerts.ts `queueFanOut`) and says so in its `landlord.changed`
// (`fanOut`); after the commit that event kicks this worker, which does the event in batches of
// FAN_OUT_BATCH follows, one transaction each, yielding to requests between batches: the review's
// answer never waits for its followers (bench/follows.ts). A write that queued none does not ask the
// database for pending jobs (issue 32: a statement after every review write for nothing). Events a
// crash interrupted are resumed from their cursor at start-up; a fan-out that failed, or one queued
// through another node (PostgreSQL) or process, is found by the kick at every pass of the timer.
//
// Mail: `sendTick` is one pass of the sender (digests due, then every mail due). `start` runs it
// every MAIL_POLL_MS and when a fan-out queued mail; `wrap` lets one node at a time run it (issue
// 24: an advisory-lock singleton on PostgreSQL). A mail is claimed ("sending", attempts + 1), sent
// with a stable Message-ID, then marked sent; a failure is logged and retried with backoff, given up
// after MAX_ATTEMPTS. A crash between the claim and the mark leaves it "sending": the next sender
// start sends it again (at least once; its Message-ID lets the receiving server drop the copy).
import type { Store } from "../../store";
import type { Events } from "../../events";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../lib/mailer";
import type { ClaimedMail } from "../../store/alerts";
import { digestMail, newReviewMail, type MailText } from "./mails";
import { mailLocale } from "../../i18n/mail";
import type { Locale } from "../../contract/locales";
import { unsubscribeToken } from "./tokens";

export const FAN_OUT_BATCH = 500;
const CLAIM_BATCH = 20;
const MAX_ATTEMPTS = 8;
/** A "sending" mail older than this was left by a sender that died mid-send. */
const STALE_SENDING_MS = 10 * 60_000;

export interface AlertsSettings {
  siteName: string;
  /** PUBLIC_URL: the links of mails (config requires it with SMTP_URL). */
  publicUrl: string | null;
  sessionSecret: string;
  /** How often the sender looks for mail due: instant mails go out within a minute. */
  pollMs: number;
  /** The first retry's wait; each next one doubles it (capped at 6 hours). */
  retryBaseMs: number;
  /** DEFAULT_LOCALE: the language of a mail to an account that never chose one. */
  defaultLocale?: Locale;
}

export interface Alerts {
  /** Runs pending fan-outs soon, after the current answer. */
  kick(): void;
  /** Runs the pending fan-outs now and resolves once none is running (tests, the bench, a stop). */
  idle(): Promise<void>;
  /** One pass of the sender: digests due are queued, then mails due are sent. What it sent and what failed. */
  sendTick(now?: Date): Promise<{ sent: number; failed: number }>;
  /**
   * Starts the loops: fan-outs a crash left, then `sendTick` every pollMs (and after a fan-out
   * queued mail), one at a time, each pass also looking for fan-outs left pending; a fan-out is
   * started after a `landlord.changed` that says it queued one (`fanOut`). `wrap` runs each tick
   * (issue 24: under its singleton lock). The stop function.
   */
  start(wrap?: (tick: () => Promise<void>) => Promise<void>): () => Promise<void>;
}

const yieldToRequests = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createAlerts(deps: { store: Store; events: Events; log: Logger; mailer: Mailer | null }, settings: AlertsSettings): Alerts {
  const { store, log, mailer } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let wakeSender: () => void = () => {};

  async function drain(): Promise<void> {
    let fannedOut = false;
    do {
      again = false;
      for (const id of await store.alerts.pendingFanOuts()) {
        fannedOut = true;
        while (await store.alerts.fanOutBatch(id, FAN_OUT_BATCH)) await yieldToRequests();
      }
    } while (again);
    // The sender is woken after a fan-out queued mail, not after every review: with mail set up,
    // each of its passes reads the digests due and the mail to claim (issue 32: the write path's
    // own cost); its own timer (pollMs) sends the rest.
    if (fannedOut) wakeSender();
  }

  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = yieldToRequests()
      .then(drain)
      .catch((error) => log.error("follow fan-out failed; it resumes at the sender's next pass or start", { error: String(error) }))
      .finally(() => {
        running = null;
      });
  }


  function render(mail: ClaimedMail, base: string): MailText & { unsubscribeApi: string } {
    const token = mail.followId ? unsubscribeToken(settings.sessionSecret, mail.followId) : "";
    const links = { base, unsubscribePage: `${base}/unsubscribe/${token}` };
    const locale = mailLocale(mail, settings.defaultLocale ?? "en");
    const text = mail.kind === "instant" ? newReviewMail(settings.siteName, mail.data, links, locale) : digestMail(settings.siteName, mail.data, links, locale);
    return { ...text, unsubscribeApi: `${base}/unsubscribe/${token}` };
  }

  const backoff = (attempts: number) => Math.min(settings.retryBaseMs * 2 ** (attempts - 1), 6 * 60 * 60_000);

  let sinceStart = true;
  async function sendTick(now = new Date()): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    if (!mailer || !settings.publicUrl) return result;
    const base = settings.publicUrl;
    await store.alerts.queueDigests(now.toISOString(), 500);
    // The first pass of a started sender takes over what a dead one left "sending".
    const staleBefore = sinceStart ? now.toISOString() : new Date(now.getTime() - STALE_SENDING_MS).toISOString();
    sinceStart = false;
    for (;;) {
      const claimed = await store.alerts.claimMails(now.toISOString(), staleBefore, CLAIM_BATCH);
      if (!claimed.length) break;
      for (const mail of claimed) {
        const { subject, text, unsubscribeApi } = render(mail, base);
        const host = new URL(base).hostname;
        try {
          await mailer.send({
            to: mail.to,
            subject,
            text,
            messageId: `<${mail.idemKey.replace(/[^A-Za-z0-9.-]/g, ".")}@${host}>`,
            headers: mail.followId ? { "List-Unsubscribe": `<${unsubscribeApi}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {},
          });
          await store.alerts.markSent(mail.id);
          result.sent++;
        } catch (error) {
          const giveUp = mail.attempts >= MAX_ATTEMPTS;
          const retryAt = giveUp ? null : new Date(now.getTime() + backoff(mail.attempts)).toISOString();
          log.warn(giveUp ? "follow mail failed for good" : "follow mail failed; will retry", { mailId: mail.id, attempts: mail.attempts, retryAt, error: error instanceof Error ? error.message : String(error) });
          await store.alerts.markFailed(mail.id, error instanceof Error ? error.message : String(error), retryAt);
          result.failed++;
        }
      }
    }
    return result;
  }

  function start(wrap: (tick: () => Promise<void>) => Promise<void> = (tick) => tick()): () => Promise<void> {
    let stopped = false;
    let ticking: Promise<void> | null = null;
    let pending = false;
    const tick = () => {
      if (stopped) return;
      if (ticking) {
        pending = true;
        return;
      }
      ticking = wrap(async () => {
        await sendTick();
      })
        .catch((error) => log.error("the mail sender failed; it tries again at its next pass", { error: String(error) }))
        .finally(() => {
          ticking = null;
          if (pending && !stopped) {
            pending = false;
            tick();
          }
        });
    };
    wakeSender = tick;
    // Only a started worker listens: a CLI command (seed, import) writes reviews and closes the
    // database; the running server's watcher (database.changed) picks their fan-outs up.
    // A review written here that queued a fan-out says so; one by another process may have followers.
    const offChanged = deps.events.on("landlord.changed", (change) => {
      if (change.fanOut) kick();
    });
    const offOther = deps.events.on("database.changed", kick);
    kick(); // fan-outs a crash or stop left half done
    // Each pass also looks for fan-outs left pending: one that failed (a busy database), or one queued
    // by another node, whose own worker died before it ran it (PostgreSQL): one indexed read per pollMs.
    const timer = setInterval(() => {
      kick();
      tick();
    }, settings.pollMs);
    tick();
    return async () => {
      stopped = true;
      offChanged();
      offOther();
      clearInterval(timer);
      wakeSender = () => {};
      await ticking;
    };
  }

  return {
    kick,
    async idle() {
      kick();
      while (running) await running;
    },
    sendTick,
    start,
  };
}
