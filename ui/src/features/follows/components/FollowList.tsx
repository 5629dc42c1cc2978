// "Following" on the account settings page (contract §7.4): what the account follows, the e-mail
// choice of each (off, each new review, a weekly digest) and Unfollow. Only the follower sees it.
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { FOLLOW_EMAILS, type Follow, type FollowEmail } from "@contract/follows";
import { showFailure } from "../../../lib/api";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { setFollowEmail, unfollow, useFollows } from "../api";
import "./follows.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

const EMAIL_LABELS: Record<FollowEmail, string> = { get off() { return t`No e-mail`; }, get instant() { return t`E-mail each new review`; }, get weekly() { return t`Weekly digest`; } };
const TYPE_LABELS = { get landlord() { return t`Landlord`; }, get building() { return t`Building`; }, get city() { return t`City`; } } as const;

export function FollowList() {
  const follows = useFollows(true);
  return (
    <section className="card account__section follow-list" aria-labelledby="account-follows">
      <h2 id="account-follows"><Trans>Following</Trans></h2>
      <p className="muted"><Trans>You are notified here when someone reviews what you follow. Nobody else can see what you follow.</Trans></p>
      {follows.isLoading ? (
        <div className="skeleton" style={{ height: "3rem" }} aria-hidden="true" />
      ) : follows.error ? (
        <p role="alert"><Trans>Could not load what you follow.</Trans></p>
      ) : !follows.data?.length ? (
        <p><Trans>You don't follow anything yet. Use the Follow button on a landlord's page.</Trans></p>
      ) : (
        <ul className="follow-list__items">
          {follows.data.map((f) => (
            <FollowRow key={f.id} follow={f} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FollowRow({ follow }: { follow: Follow }) {
  const selectId = useId();
  const [pending, setPending] = useState(false);
  const run = async (what: () => Promise<unknown>, failure: string) => {
    setPending(true);
    try {
      await what();
    } catch (error) {
      showFailure(error, { title: failure });
    } finally {
      setPending(false);
    }
  };
  return (
    <li className="follow-list__item" data-testid="follow-row">
      <div className="follow-list__name">
        <span className="muted small">{TYPE_LABELS[follow.targetType]}</span>
        <Link to={paths.followTarget(follow.targetType, follow.targetId)}>{follow.name}</Link>
      </div>
      <div className="follow-list__actions">
        <label htmlFor={selectId} className="visually-hidden">
          <Trans>E-mail alerts for {follow.name}</Trans>
        </label>
        <select
          id={selectId}
          value={follow.email}
          disabled={pending}
          onChange={(e) =>
            void run(async () => {
              await setFollowEmail(follow.id, e.target.value as FollowEmail);
              toast(t`E-mail alerts updated`);
            }, t`Could not change e-mail alerts`)
          }
        >
          {FOLLOW_EMAILS.map((e) => (
            <option key={e} value={e}>
              {EMAIL_LABELS[e]}
            </option>
          ))}
        </select>
        <button type="button" className="secondary outline" disabled={pending} onClick={() => void run(() => unfollow(follow.id), t`Could not unfollow`)}>
          <Trans>Unfollow</Trans>
        </button>
      </div>
    </li>
  );
}
