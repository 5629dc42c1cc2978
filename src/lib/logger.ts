import type { LogLevel } from "../config";

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
}

/** One line per event on stderr, so stdout stays for command output (backup, seed credentials). */
export function createLogger(level: LogLevel): Logger {
  const at = (l: Exclude<LogLevel, "silent">) => (msg: string, extra?: unknown) => {
    if (ORDER[l] < ORDER[level]) return;
    const tail = extra instanceof Error ? ` ${extra.stack ?? extra.message}` : extra === undefined ? "" : ` ${JSON.stringify(extra)}`;
    process.stderr.write(`${new Date().toISOString()} ${l.toUpperCase()} ${msg}${tail}\n`);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
