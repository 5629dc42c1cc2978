// The contact and verification forms only simulate sending (docs/product-rules.md#who-it-is-for): no network call, a
// 1 second delay, then the form is emptied and a success toast shows.
import { toast } from "../../lib/toast";

export const SIMULATED_SEND_MS = 1000;

export function simulatedSend(success: { title: string; description: string }) {
  return async (_values: unknown, form: HTMLFormElement): Promise<void> => {
    await new Promise((r) => setTimeout(r, SIMULATED_SEND_MS));
    form.reset();
    toast(success.title, success.description);
  };
}
