// The one form hook: a form of FormFields is read with FormData and checked with a zod schema of
// the contract (src/contract/schemas.ts), so the UI shows the same messages the server answers
// with (product.md §5). On submit with problems, the messages show and the first field with one
// gets focus; after a first submit, the messages follow the person's corrections as they type.
// `submit` gets the parsed values and may answer the server's per-field errors to show.
import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors } from "@contract/schemas";

export type FieldErrors = Record<string, string>;

export function useZodForm<S extends z.ZodType>(options: {
  schema: S;
  /** Turns the form's text values into the schema's input (e.g. blank optional fields to undefined). */
  read?: (values: Record<string, string>) => Record<string, unknown>;
  /** Sends the checked values; answers field errors to show (a 400's `errors`), or nothing. */
  submit: (values: z.output<S>, form: HTMLFormElement) => Promise<FieldErrors | void>;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const submitted = useRef(false);

  function parse(form: HTMLFormElement) {
    const raw: Record<string, string> = {};
    new FormData(form).forEach((v, k) => {
      if (typeof v === "string") raw[k] = v;
    });
    return options.schema.safeParse(options.read ? options.read(raw) : raw);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    submitted.current = true;
    const parsed = parse(form);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      // Focus the first field with a problem so keyboard users land on it.
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const serverErrors = await options.submit(parsed.data, form);
      if (serverErrors) setErrors(serverErrors);
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

  return { errors, pending, onSubmit, onChange };
}
