// The one form hook. Its messages are the contract's (src/contract/schemas.ts), so the UI shows the
// same words the server answers with (docs/product-rules.md#validation-messages). On submit with problems,
// the messages show under the fields and in the error summary (ErrorSummary.tsx, render it with
// `summary` at the top of the form), which gets focus; after a first submit, the messages follow
// the person's corrections as they type. Two kinds of form use it:
// - a form of FormFields, read with FormData: give `schema` (and `read`), `submit` gets the parsed
//   values and may answer the server's per-field errors; wire `onSubmit` and `onChange` to the form.
// - a form whose values live in React state: give `values`, `validate`, `order` and `controlId`;
//   on submit call `check()` (true when the values may be sent), and `show()` the server's field errors.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors } from "@contract/schemas";
import { summaryItems, type ErrorSummaryProps } from "./ErrorSummary";

export type FieldErrors = Record<string, string>;

export interface FormDataFormOptions<S extends z.ZodType> {
  schema: S;
  /** Turns the form's text values into the schema's input (e.g. blank optional fields to undefined). */
  read?: (values: Record<string, string>) => Record<string, unknown>;
  /** Sends the checked values; answers field errors to show (a 400's `errors`), or nothing. */
  submit: (values: z.output<S>, form: HTMLFormElement) => Promise<FieldErrors | void>;
}

export interface StateFormOptions<V> {
  values: V;
  /** The form's rules: a message per field with a problem, empty when the form may be sent. */
  validate: (values: V) => FieldErrors;
  /** The fields in the order the form shows them (the summary's order). */
  order: readonly string[];
  /** The id of a field's control, for the summary's links. */
  controlId: (field: string) => string | null;
}

export interface FormState {
  errors: FieldErrors;
  summary: ErrorSummaryProps;
  /** Shows `found` (the form's own check, or the server's field errors) and focuses the summary; true when there are problems. */
  show: (found: FieldErrors) => boolean;
}

export interface FormDataForm extends FormState {
  pending: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  onChange: (e: FormEvent<HTMLFormElement>) => void;
}

export interface StateForm extends FormState {
  /** On submit: checks the values; true when they may be sent. */
  check: () => boolean;
}

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

export function useForm<S extends z.ZodType>(options: FormDataFormOptions<S>): FormDataForm;
export function useForm<V>(options: StateFormOptions<V>): StateForm;
export function useForm(options: FormDataFormOptions<z.ZodType> | StateFormOptions<unknown>): FormDataForm | StateForm {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusKey, setFocusKey] = useState(0);
  const [pending, setPending] = useState(false);
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const state = "validate" in options ? options : null;

  // A form in state is checked again whenever its values change, once it has been submitted.
  useEffect(() => {
    if (state && submitted.current) setErrors(state.validate(state.values));
    // Only a change of the values re-checks; `validate` is a plain function of them.
  }, [state?.values]);

  function show(found: FieldErrors): boolean {
    submitted.current = true;
    setErrors(found);
    const problems = Object.keys(found).length > 0;
    if (problems) setFocusKey((k) => k + 1);
    return problems;
  }

  let summary: ErrorSummaryProps = { items: [], focusKey };
  if (state) summary = { items: summaryItems(errors, state.order, state.controlId), focusKey };
  else if (Object.keys(errors).length > 0) {
    // Errors exist only after a submit, so the form is known whenever there is something to list.
    const { order, ids } = controlsOf(formRef.current);
    summary = { items: summaryItems(errors, order, (f) => ids.get(f) || null), focusKey };
  }

  if (state) return { errors, summary, show, check: () => !show(state.validate(state.values)) };

  const { schema, read, submit } = options as FormDataFormOptions<z.ZodType>;
  function parse(form: HTMLFormElement) {
    const raw: Record<string, string> = {};
    new FormData(form).forEach((v, k) => {
      if (typeof v === "string") raw[k] = v;
    });
    return schema.safeParse(read ? read(raw) : raw);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    formRef.current = form;
    const parsed = parse(form);
    if (!parsed.success) {
      show(fieldErrors(parsed.error));
      return;
    }
    submitted.current = true;
    setErrors({});
    setPending(true);
    try {
      const serverErrors = await submit(parsed.data, form);
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

  return { errors, summary, show, pending, onSubmit, onChange };
}
