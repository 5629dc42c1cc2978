// The public moderation log (docs/product-rules.md#moderation): one page of GET /api/moderation-log with its total.
// How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { ModerationLogEntry } from "@contract/types";
import { fetchPage, type Page } from "../../lib/api";

export const MODERATION_LOG_PAGE_SIZE = 25;

export const moderationLogKey = (page: number) => `/api/moderation-log?limit=${MODERATION_LOG_PAGE_SIZE}&offset=${page * MODERATION_LOG_PAGE_SIZE}`;

export const useModerationLog = (page: number) => useSWR<Page<ModerationLogEntry>>(moderationLogKey(page), fetchPage);
