// Jobs that must run on one node at a time (contract §7.1): scheduled backups, and mail sending
// (the mail outbox of issue 27 starts its sender through `deps.singleton`). With SQLite there is one
// server per data folder, so a job simply runs; on PostgreSQL the store registers a runner that
// starts the job only on the node holding its advisory lock (src/store/postgres/cluster.ts), and on
// another node when that one stops or loses its database.

/** Starts a job; returns its stop function. */
export type StartJob = () => () => void;
/** Runs `start` where and while this node may (see above); returns the stop function. */
export type SingletonRunner = (name: string, start: StartJob) => () => void;

export const runHere: SingletonRunner = (_name, start) => start();

const runners = new WeakMap<object, SingletonRunner>();
export function shareSingletons(store: object, runner: SingletonRunner): void {
  runners.set(store, runner);
}
export function singletonRunnerFor(store: object): SingletonRunner {
  return runners.get(store) ?? runHere;
}
