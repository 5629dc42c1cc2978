// Contact (docs/product-rules.md#pages and docs/product-rules.md#validation-messages): name, email, subject and message required; the message is
// delivered to the admins' inbox (POST /api/contact, docs/product-rules.md#moderation), then "Message Sent".
import { Link } from "react-router-dom";
import { contactFormSchema } from "@contract/schemas";
import { paths } from "../../../lib/paths";
import { ClockIcon, MailIcon, SendIcon, ShieldIcon } from "../../../components/icons";
import { StaticPage } from "../../../components/StaticPage";
import { FormField } from "../../../components/FormField";
import { ErrorSummary } from "../../../components/ErrorSummary";
import { useForm } from "../../../components/use-form";
import { POLICIES } from "../../../lib/policies";
import { useSiteSettings } from "../../../lib/site";
import { showFailure } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { sendContactMessage } from "../api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function ContactContent() {
  const { data: settings } = useSiteSettings();
  const { errors, pending, onSubmit, onChange, summary } = useForm({
    schema: contactFormSchema,
    submit: async (values, form) => {
      try {
        await sendContactMessage(values);
      } catch (error) {
        return showFailure(error, { title: t`Error`, fallback: t`Please try again.`, fields: true });
      }
      form.reset();
      toast(t`Message Sent`, t`Thank you for reaching out. We'll get back to you within ${POLICIES.contactResponse}.`);
    },
  });

  return (
    <StaticPage
      title={t`Contact Us`}
      icon={MailIcon}
      lead={t`Questions, feedback or a problem with a review? Send us a message and we'll reply within ${POLICIES.contactResponse}.`}
    >
      <div className="two-col">
        <section className="card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" style={{ fontSize: "1.25rem" }}><Trans>Send us a message</Trans></h2>
          <form onSubmit={onSubmit} onChange={onChange} noValidate aria-labelledby="contact-form-title">
            <ErrorSummary {...summary} />
            <div className="form-grid">
              <FormField name="name" label={t`Name`} required autoComplete="name" error={errors.name} />
              <FormField name="email" label={t`Email`} type="email" required autoComplete="email" error={errors.email} />
              <FormField className="full" name="subject" label={t`Subject`} required error={errors.subject} />
              <FormField className="full" name="message" label={t`Message`} required multiline rows={6} error={errors.message} />
            </div>
            <button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {!pending && <SendIcon />}
              {pending ? t`Sending...` : t`Send Message`}
            </button>
          </form>
        </section>
        <aside className="stack" aria-label={t`Other ways to reach us`}>
          <div className="card stack-sm">
            <h2 style={{ fontSize: "1.1rem" }}><ClockIcon /> <Trans>Response times</Trans></h2>
            <p className="muted"><Trans>General questions: within {POLICIES.contactResponse}.</Trans></p>
            <p className="muted"><Trans>Privacy requests: acknowledged within {POLICIES.privacyRequestAcknowledge}.</Trans></p>
            <p className="muted"><Trans>Moderation appeals: answered within {POLICIES.appealAnswer}.</Trans></p>
          </div>
          {(settings?.contactEmail || settings?.privacyEmail) && (
            <div className="card stack-sm" data-testid="contact-emails">
              <h2 style={{ fontSize: "1.1rem" }}><MailIcon /> <Trans>Email</Trans></h2>
              {settings.contactEmail && (
                <p className="muted">
                  <Trans>Support: <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a></Trans>
                </p>
              )}
              {settings.privacyEmail && (
                <p className="muted">
                  <Trans>Privacy: <a href={`mailto:${settings.privacyEmail}`}>{settings.privacyEmail}</a></Trans>
                </p>
              )}
            </div>
          )}
          <div className="card stack-sm">
            <h2 style={{ fontSize: "1.1rem" }}><ShieldIcon /> <Trans>Reporting content</Trans></h2>
            <p className="muted">
              <Trans>To report a review or a landlord profile, use the Report button on it: moderators see it at once. See
              the <Link to={paths.communityGuidelines}>community guidelines</Link>.</Trans>
            </p>
          </div>
        </aside>
      </div>
    </StaticPage>
  );
}
