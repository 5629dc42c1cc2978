// A landlord's badges (docs/product-rules.md#verification-badges-and-replies): each names itself and explains what earned it, on hover
// (the title) and to screen readers (the hidden text after its name). Nothing is drawn without badges.
import type { Landlord } from "@contract/types";
import type { LandlordBadge } from "@contract/constants";
import { AwardIcon, ShieldCheckIcon, StarIcon } from "./icons";
import { BADGE_WORDS } from "../lib/badges";
import "./LandlordBadges.css";
import { t } from "@lingui/core/macro";

const ICONS: Record<LandlordBadge, typeof AwardIcon> = { verified: ShieldCheckIcon, trusted: AwardIcon, "top-rated": StarIcon };

export function LandlordBadges({ badges, size = "md" }: { badges: Landlord["badges"] | undefined; size?: "sm" | "md" }) {
  if (!badges?.length) return null;
  return (
    <ul className={`landlord-badges landlord-badges--${size}`} aria-label={t`Badges`} data-testid="landlord-badges">
      {badges.map((b) => {
        const Icon = ICONS[b];
        const words = BADGE_WORDS[b];
        return (
          <li key={b} className={`landlord-badge landlord-badge--${b}`} title={words.explanation} data-badge={b}>
            <Icon aria-hidden="true" />
            <span>{words.label}</span>
            <span className="visually-hidden">: {words.explanation}</span>
          </li>
        );
      })}
    </ul>
  );
}
