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

export function ContactContent() {
  const { data: settings } = useSiteSettings();
  const { errors, pending, onSubmit, onChange, summary } = useForm({
    schema: contactFormSchema,
    submit: async (values, form) => {
      try {
        await sendContactMessage(values);
      } catch (error) {
        return showFailure(error, { title: "Error", fallback: "Please try again.", fields: true });
      }
      form.reset();
      toast("Message Sent", `Thank you for reaching out. We'll get back to you within ${POLICIES.contactResponse}.`);
    },
  });

  return (
    <StaticPage
      title="Contact Us"
      icon={MailIcon}
      lead={`Questions, feedback or a problem with a review? Send us a message and we'll reply within ${POLICIES.contactResponse}.`}
    >
      <div className="two-col">
        <section className="card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" style={{ fontSize: "1.25rem" }}>Send us a message</h2>
          <form onSubmit={onSubmit} onChange={onChange} noValidate aria-labelledby="contact-form-title">
            <ErrorSummary {...summary} />
            <div className="form-grid">
              <FormField name="name" label="Name" required autoComplete="name" error={errors.name} />
              <FormField name="email" label="Email" type="email" required autoComplete="email" error={errors.email} />
              <FormField className="full" name="subject" label="Subject" required error={errors.subject} />
              <FormField className="full" name="message" label="Message" required multiline rows={6} error={errors.message} />
            </div>
            <button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {!pending && <SendIcon />}
              {pending ? "Sending..." : "Send Message"}
            </button>
          </form>
        </section>
        <aside className="stack" aria-label="Other ways to reach us">
          <div className="card stack-sm">
            <h2 style={{ fontSize: "1.1rem" }}><ClockIcon /> Response times</h2>
            <p className="muted">General questions: within {POLICIES.contactResponse}.</p>
            <p className="muted">Privacy requests: acknowledged within {POLICIES.privacyRequestAcknowledge}.</p>
            <p className="muted">Moderation appeals: answered within {POLICIES.appealAnswer}.</p>
          </div>
          {(settings?.contactEmail || settings?.privacyEmail) && (
            <div className="card stack-sm" data-testid="contact-emails">
              <h2 style={{ fontSize: "1.1rem" }}><MailIcon /> Email</h2>
              {settings.contactEmail && (
                <p className="muted">
                  Support: <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                </p>
              )}
              {settings.privacyEmail && (
                <p className="muted">
                  Privacy: <a href={`mailto:${settings.privacyEmail}`}>{settings.privacyEmail}</a>
                </p>
              )}
            </div>
          )}
          <div className="card stack-sm">
            <h2 style={{ fontSize: "1.1rem" }}><ShieldIcon /> Reporting content</h2>
            <p className="muted">
              To report a review or a landlord profile, use the Report button on it: moderators see it at once. See
              the <Link to={paths.communityGuidelines}>community guidelines</Link>.
            </p>
          </div>
        </aside>
      </div>
    </StaticPage>
  );
}
