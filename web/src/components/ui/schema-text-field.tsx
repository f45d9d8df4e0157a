import { isMultiLineField, maxLengthOfField } from '@seerat/contracts';
import type { z } from 'zod';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

/** A request's field names: its input's, or its output's after a preprocess step that takes anything. */
type FieldName<Schema extends z.ZodType> = [keyof z.input<Schema>] extends [never]
  ? keyof z.output<Schema> & string
  : keyof z.input<Schema> & string;

type SchemaTextFieldProps<Schema extends z.ZodType> = {
  /** The request schema of the command the form sends. */
  schema: Schema;
  /** The field of that request this text goes to. */
  name: FieldName<Schema>;
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  error?: string | undefined;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** The text area's height, when the field is multi-line. */
  rows?: number;
};

/**
 * A text of a command's request, drawn as contracts say: a text area exactly when the field is
 * multi-line there, a one-line input otherwise, and the field's own limit as `maxLength`. Forms
 * draw every text area through it, so a screen never offers line breaks the server refuses, nor
 * one line for a text the server keeps in paragraphs.
 */
export function SchemaTextField<Schema extends z.ZodType>({
  schema,
  name,
  rows,
  value,
  ...field
}: SchemaTextFieldProps<Schema>) {
  const maxLength = maxLengthOfField(schema, name);
  const limit = maxLength === null ? {} : { maxLength };
  if (isMultiLineField(schema, name)) {
    return <TextareaField {...field} {...limit} rows={rows} value={value ?? ''} />;
  }
  return <TextField {...field} {...limit} value={value} />;
}
