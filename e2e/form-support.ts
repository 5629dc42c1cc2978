// Helpers for forms' messages (ui/src/components/ErrorSummary.tsx, FormField.tsx): a message shows
// twice, as a link in the "There is a problem" summary and under its field.
import { expect, type Locator, type Page } from "@playwright/test";

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);

/** The form's error summary. */
export function errorSummary(scope: Page | Locator): Locator {
  return scope.getByTestId("error-summary");
}

/** The message is listed in the summary (as a link) and shown under its field. */
export async function expectProblem(scope: Page | Locator, message: string): Promise<void> {
  await expect(errorSummary(scope).getByRole("link", { name: message, exact: true })).toBeVisible();
  await expect(scope.locator("small").filter({ hasText: exactly(message) })).toBeVisible();
}

/** The message is shown nowhere: not in the summary, not under a field. */
export async function expectNoProblem(scope: Page | Locator, message: string): Promise<void> {
  await expect(scope.getByText(message, { exact: true })).toHaveCount(0);
}
