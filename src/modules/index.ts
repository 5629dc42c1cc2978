// The API feature modules of contract §4 beyond accounts, mounted by createApp.
import { Elysia } from "elysia";
import type { AppDeps } from "../deps";

export function apiModules(deps: AppDeps) {
  void deps;
  return new Elysia({ name: "api-modules" });
}
