// The words for report categories and moderation log entries (src/contract/constants.ts), in the
// UI's language; the values stay English (docs/languages.md). Apart from lib/labels.ts: only the
// report form, the admin screens and the moderation log show them, so their words are in the
// pages catalog, not the landing page's (lingui.config.ts).
import { t } from "@lingui/core/macro";
import type { ModerationAction, ModerationTargetType } from "@contract/constants";

/** A report's category (REPORT_CATEGORIES). */
export function reportCategoryLabel(value: string): string {
  switch (value) {
    case "Fake or fraudulent review": return t`Fake or fraudulent review`;
    case "Inappropriate language or content": return t`Inappropriate language or content`;
    case "Personal information disclosure": return t`Personal information disclosure`;
    case "Spam or promotional content": return t`Spam or promotional content`;
    case "Harassment or personal attacks": return t`Harassment or personal attacks`;
    case "Discriminatory content": return t`Discriminatory content`;
    case "Copyright violation": return t`Copyright violation`;
    case "Other": return t`Other`;
    case "Incorrect information": return t`Incorrect information`;
    case "Duplicate profile": return t`Duplicate profile`;
    case "Impersonation": return t`Impersonation`;
    case "Inappropriate content": return t`Inappropriate content`;
    case "Spam or fake listing": return t`Spam or fake listing`;
    default: return value;
  }
}

/** What a moderation log entry did (MODERATION_ACTION_LABELS). */
export function moderationActionLabel(action: ModerationAction | string): string {
  switch (action) {
    case "report.resolved": return t`Report resolved`;
    case "report.dismissed": return t`Report dismissed`;
    case "report.reviewed": return t`Report marked reviewed`;
    case "report.reopened": return t`Report reopened`;
    case "review.deleted": return t`Review removed`;
    case "landlord.deleted": return t`Landlord removed`;
    case "landlord.merged": return t`Duplicate landlord merged`;
    case "landlord.owner_moved": return t`Verified owner moved with a merge`;
    case "user.suspended": return t`Account suspended`;
    case "user.unsuspended": return t`Suspension lifted`;
    case "message.read": return t`Contact message read`;
    case "message.archived": return t`Contact message archived`;
    case "verification.approve": return t`Verification approved`;
    case "verification.reject": return t`Verification rejected`;
    case "reply.remove": return t`Owner reply removed`;
    case "review.hidden": return t`Review hidden`;
    case "review.restored": return t`Review restored`;
    case "reply.hidden": return t`Owner reply hidden`;
    case "reply.restored": return t`Owner reply restored`;
    case "user.warned": return t`Account warned`;
    case "appeal.granted": return t`Appeal granted`;
    case "appeal.upheld": return t`Appeal rejected, decision upheld`;
    default: return action;
  }
}

/** A kind of help of /resources (RESOURCE_KIND_LABELS of src/contract/local-pages.ts). */
export function resourceKindLabel(kind: string): string {
  switch (kind) {
    case "tenant-union": return t`Tenant unions`;
    case "legal-aid": return t`Legal aid`;
    case "government": return t`Government offices`;
    case "hotline": return t`Hotlines`;
    case "other": return t`Other help`;
    default: return kind;
  }
}

/** The kind of content a moderation log entry is about (MODERATION_TARGET_LABELS). */
export function moderationTargetLabel(target: ModerationTargetType | string): string {
  switch (target) {
    case "review": return t`Review`;
    case "landlord": return t`Landlord`;
    case "user": return t`Account`;
    case "message": return t`Contact message`;
    case "verification_request": return t`Verification request`;
    case "reply": return t`Owner reply`;
    default: return target;
  }
}
