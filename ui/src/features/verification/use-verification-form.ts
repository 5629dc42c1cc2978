// The verification form delivered (docs/product-rules.md#verification-badges-and-replies, replacing the first version's simulation): the same
// fields, validation and words (useForm over the contract's schema); the counts sent as
// numbers, with the claimed profile's id. Signed out, a toast asks to log in first.
import { verificationFormSchema } from "@contract/schemas";
import { useForm } from "../../components/use-form";
import { showFailure, fieldErrorsOf } from "../../lib/api";
import { useUser } from "../../lib/auth";
import { toast } from "../../lib/toast";
import { submitVerificationRequest } from "./api";
import { t } from "@lingui/core/macro";

/** Blank number fields become undefined so that "required" is reported instead of 0. */
export function readVerification(values: Record<string, string>): Record<string, unknown> {
  const num = (k: string) => (values[k]?.trim() ? values[k] : undefined);
  return { ...values, yearsInBusiness: num("yearsInBusiness"), propertyCount: num("propertyCount") };
}

export function useVerificationForm(options: { success: { title: string; description: string }; onSent: () => void }) {
  const { user, isLoading } = useUser();
  const form = useForm({
    schema: verificationFormSchema,
    read: readVerification,
    async submit(values, el) {
      if (!user) {
        toast(t`Login required`, t`Please log in to apply for verification`, "destructive");
        return;
      }
      const landlordId = new FormData(el).get("landlordId");
      try {
        await submitVerificationRequest({ ...values, landlordId: typeof landlordId === "string" && landlordId ? landlordId : null });
      } catch (error) {
        showFailure(error, { title: t`Error`, fallback: t`Failed to submit your request` });
        return fieldErrorsOf(error);
      }
      el.reset();
      options.onSent();
      toast(options.success.title, options.success.description);
    },
  });
  /** A visitor known to be signed out: the page asks them to sign in before showing the form's fields. */
  return { ...form, signedIn: Boolean(user), signedOut: !isLoading && !user };
}
