// A progress line for long commands (import, seed --demo), redrawn in place on a terminal and
// absent otherwise: in a pipe or a log file a line per update would only be noise, so there the
// command prints its summary alone. Written with writeSync, because seed's work runs in one
// synchronous transaction and would hold back an asynchronous write until it is over.
import { writeSync } from "node:fs";
import { isatty } from "node:tty";

/** How often the line is redrawn at most. */
const EVERY_MS = 100;

export interface ProgressLine {
  /** Redraws the line (at most every 100 ms unless `force`). */
  update(text: string, force?: boolean): void;
  /** Prints a line of its own (an error) without tearing the progress line. */
  note(text: string): void;
  /** Leaves the last state on screen and moves to the next line. */
  done(): void;
}

export function progressLine(fd = 2): ProgressLine {
  if (!isatty(fd)) {
    return { update() {}, note: (text) => void writeSync(fd, text + "\n"), done() {} };
  }
  let last = 0;
  let shown = "";
  const draw = (text: string) => {
    shown = text;
    writeSync(fd, `\r\x1b[K${text}`);
  };
  return {
    update(text, force = false) {
      const now = performance.now();
      if (!force && now - last < EVERY_MS) return;
      last = now;
      draw(text);
    },
    note(text) {
      writeSync(fd, `\r\x1b[K${text}\n`);
      if (shown) draw(shown);
    },
    done() {
      if (shown) writeSync(fd, "\n");
      shown = "";
    },
  };
}

/** 12345.6 -> "12,346": counts and rates as people read them. */
export const formatCount = (n: number) => Math.round(n).toLocaleString("en-US");
