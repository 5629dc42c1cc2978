// The contact and verification forms only simulate sending (product.md §1): no network call, a
// 1 second delay, then a success toast. Validation uses the shared zod schemas.
import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors } from "@contract/schemas";
import { toast } from "../../lib/toast";

export const SIMULATED_SEND_MS = 1000;

export function useSimulatedForm<S extends z.ZodType>(options: {
  schema: S;
  /** Turns the form's text values into the schema's input (e.g. blank numbers to undefined). */
  read?: (values: Record<string, string>) => Record<string, unknown>;
  success: { title: string; description: string };
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const submitted = useRef(false);

  function check(form: HTMLFormElement) {
    const raw: Record<string, string> = {};
    new FormData(form).forEach((v, k) => {
      if (typeof v === "string") raw[k] = v;
    });
    const parsed = options.schema.safeParse(options.read ? options.read(raw) : raw);
    return parsed.success ? {} : fieldErrors(parsed.error);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    submitted.current = true;
    const found = check(form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setPending(true);
    await new Promise((r) => setTimeout(r, SIMULATED_SEND_MS));
    setPending(false);
    submitted.current = false;
    form.reset();
    toast(options.success.title, options.success.description);
  }

  function onChange(e: FormEvent<HTMLFormElement>) {
    if (submitted.current) setErrors(check(e.currentTarget));
  }

  return { errors, pending, onSubmit, onChange };
}
