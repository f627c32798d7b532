// A form's schema for zodResolver: the form's values are turned into the procedure's input and
// checked with the procedure's own schema (from @pitchcraft/core), and each message is reported at
// the form field it belongs to, so the form shows what the server would say, beside the field.
import { z } from 'zod';

/** The procedure's input, or the first message for each form field that is not right. */
export type Checked<Input> =
  { ok: true; input: Input } | { ok: false; errors: Partial<Record<string, string>> };

export function checkedForm<Values, Input>(
  values: z.ZodType<Values, Values>,
  check: (values: Values) => Checked<Input>,
) {
  return values.transform((parsed, ctx): Input => {
    const checked = check(parsed);
    if (checked.ok) return checked.input;
    for (const [field, message] of Object.entries(checked.errors))
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    return z.NEVER;
  });
}
