import * as contracts from '@seerat/contracts';
import { fieldsOf, isMultiLineField, maxLengthOfField, multiLineFieldsOf } from '@seerat/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SchemaTextField } from './schema-text-field';

/** Every request the web sends: the bodies of the command API's routes, as contracts export them. */
const REQUEST_SCHEMAS: [string, z.ZodType][] = Object.entries(contracts as Record<string, unknown>).flatMap(
  ([name, value]) => (name.endsWith('RequestSchema') && value instanceof z.ZodType ? [[name, value]] : []),
);

/** The web's components outside the form kit (the forms), as text. */
const SOURCES = import.meta.glob<string>(['../../**/*.tsx', '!../../components/ui/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const formSources = () => Object.entries(SOURCES).map(([file, text]) => ({ file, text }));

const drawn = (schema: z.ZodType, name: string) =>
  renderToStaticMarkup(
    createElement(SchemaTextField, {
      schema,
      name: name as never,
      label: name,
      value: '',
      onChange: () => {},
    }),
  );

describe('a form draws a text area exactly for the multi-line fields of the request it sends', () => {
  it('derives the control and its limit from the request schema, field by field', () => {
    let areas = 0;
    for (const [request, schema] of REQUEST_SCHEMAS) {
      for (const name of Object.keys(fieldsOf(schema))) {
        const html = drawn(schema, name);
        const multiLine = isMultiLineField(schema, name);
        expect(html.includes('<textarea'), `${request}.${name}`).toBe(multiLine);
        expect(html.includes('<input'), `${request}.${name}`).toBe(!multiLine);
        const limit = maxLengthOfField(schema, name);
        if (limit !== null) expect(html, `${request}.${name}`).toContain(`maxLength="${limit}"`);
        if (multiLine) areas += 1;
      }
    }
    expect(areas).toBeGreaterThan(40);
  });

  it('draws no text area in any form but through SchemaTextField', () => {
    const sources = formSources();
    expect(sources.length).toBeGreaterThan(100);
    for (const { file, text } of sources) {
      expect(text, file).not.toMatch(/<textarea|<Textarea\b|TextareaField|ui\/textarea/);
    }
  });

  it('draws no one-line input for a multi-line field', () => {
    const multiLineNames = new Set(
      REQUEST_SCHEMAS.flatMap(([, schema]) => Object.keys(multiLineFieldsOf(schema))),
    );
    for (const { file, text } of formSources()) {
      for (const [input] of text.matchAll(/<(?:TextField|Input)\b[\s\S]*?\/>/g)) {
        // The names an input is bound to: `values.name`, `set('name')`, `text('name')`, `errors.name`.
        const bound = [...input.matchAll(/(?:values|errors|fields)\.(\w+)|\(\s*'(\w+)'/g)].map(
          (match) => match[1] ?? match[2],
        );
        for (const name of bound) expect(multiLineNames.has(name!), `${file}: ${input}`).toBe(false);
      }
    }
  });
});
