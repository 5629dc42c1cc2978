// One line per event on stderr, so stdout stays for command output (backup, seed credentials).
// LOG_FORMAT=text (default) is for people: `time LEVEL message {fields}`. LOG_FORMAT=json is for
// log shippers: one JSON object per line with time, level and message, and the fields a caller
// passes as the second argument merged into the same object (route, status, duration, client
// address for request lines; see plugins/observability.ts). docs/operations.md shows both.
import type { LogLevel } from "../config";

export const LOG_FORMATS = ["text", "json"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
  /** Whether lines of `level` are written: a caller can skip gathering fields nobody will read. */
  enabled(level: Exclude<LogLevel, "silent">): boolean;
}

type Write = (line: string) => void;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Error);

/** An Error as fields a JSON line can carry; the stack stays, for the operator's eyes only. */
const errorFields = (e: Error): Record<string, unknown> => ({ error: e.message, stack: e.stack });

export function createLogger(level: LogLevel, format: LogFormat = "text", write: Write = (line) => process.stderr.write(line)): Logger {
  const at = (l: Exclude<LogLevel, "silent">) => (msg: string, extra?: unknown) => {
    if (ORDER[l] < ORDER[level]) return;
    const time = new Date().toISOString();
    if (format === "json") {
      const fields = extra instanceof Error ? errorFields(extra) : isPlainObject(extra) ? extra : extra === undefined ? {} : { detail: extra };
      // The three fixed keys come last so that a caller's field can never pass for them.
      write(JSON.stringify({ ...fields, time, level: l, message: msg }) + "\n");
      return;
    }
    const tail = extra instanceof Error ? ` ${extra.stack ?? extra.message}` : extra === undefined ? "" : ` ${JSON.stringify(extra)}`;
    write(`${time} ${l.toUpperCase()} ${msg}${tail}\n`);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error"), enabled: (l) => ORDER[l] >= ORDER[level] };
}
