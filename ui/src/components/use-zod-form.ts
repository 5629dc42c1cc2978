// The one form hook: a form of FormFields is read with FormData and checked with a zod schema of
// the contract (src/contract/schemas.ts), so the UI shows the same messages the server answers
// with (docs/product-rules.md#validation-messages). On submit with problems, the messages show under the fields and in the
// error summary (ErrorSummary.tsx, render it with `summary` at the top of the form), which gets
// focus; after a first submit, the messages follow the person's corrections as they type.
// `submit` gets the parsed values and may answer the server's per-field errors to show.
import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors } from "@contract/schemas";
import { summaryItems, type ErrorSummaryProps } from "./ErrorSummary";

export type FieldErrors = Record<string, string>;

/** The form's named controls in their order on the form, and each one's id. */
function controlsOf(form: HTMLFormElement | null): { order: string[]; ids: Map<string, string> } {
  const order: string[] = [];
  const ids = new Map<string, string>();
  for (const el of Array.from(form?.elements ?? [])) {
    const name = el.getAttribute("name");
    if (!name || ids.has(name)) continue;
    order.push(name);
    ids.set(name, el.id);
  }
  return { order, ids };
}

export function useZodForm<S extends z.ZodType>(options: {
  schema: S;
  /** Turns the form's text values into the schema's input (e.g. blank optional fields to undefined). */
  read?: (values: Record<string, string>) => Record<string, unknown>;
  /** Sends the checked values; answers field errors to show (a 400's `errors`), or nothing. */
  submit: (values: z.output<S>, form: HTMLFormElement) => Promise<FieldErrors | void>;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusKey, setFocusKey] = useState(0);
  const [pending, setPending] = useState(false);
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  function parse(form: HTMLFormElement) {
    const raw: Record<string, string> = {};
    new FormData(form).forEach((v, k) => {
      if (typeof v === "string") raw[k] = v;
    });
    return options.schema.safeParse(options.read ? options.read(raw) : raw);
  }

  function show(found: FieldErrors) {
    setErrors(found);
    if (Object.keys(found).length > 0) setFocusKey((k) => k + 1);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    formRef.current = form;
    submitted.current = true;
    const parsed = parse(form);
    if (!parsed.success) {
      show(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const serverErrors = await options.submit(parsed.data, form);
      if (serverErrors) show(serverErrors);
      else submitted.current = false;
    } finally {
      setPending(false);
    }
  }

  function onChange(e: FormEvent<HTMLFormElement>) {
    if (!submitted.current) return;
    const parsed = parse(e.currentTarget);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
  }

  // Errors exist only after a submit, so the form is known whenever there is something to list.
  let summary: ErrorSummaryProps = { items: [], focusKey };
  if (Object.keys(errors).length > 0) {
    const { order, ids } = controlsOf(formRef.current);
    summary = { items: summaryItems(errors, order, (f) => ids.get(f) || null), focusKey };
  }
  return { errors, pending, onSubmit, onChange, summary };
}
