// The rows stores answer with, as plain types: a second implementation of src/store/index.ts
// answers with the same shapes. Today they are inferred from the SQLite schema
// (src/store/sqlite/schema.ts), the one schema; types only, so nothing here loads a driver.
export type {
  UserRow,
  LandlordRow,
  ReviewRow,
  ReportRow,
  ReviewReplyRow,
  VerificationRequestRow,
  ModerationLogRow,
  ContactMessageRow,
  SitePageRow,
  HelpResourceRow,
  AppealRow,
  WarningRow,
  ReviewVersionRow,
  FollowRow,
  NotificationRow,
  MailOutboxRow,
  FollowEventRow,
} from "./sqlite/schema";
