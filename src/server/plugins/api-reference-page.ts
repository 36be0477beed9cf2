import { limits, shape, type Schema } from './api-reference-shapes.ts';

/**
 * The API reference as one server-rendered page: no script, no file from elsewhere (the shop's CSP
 * allows neither), only inline styles, readable on a 360 px phone.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Answer {
  description?: string;
  $ref?: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, Answer>;
}
export interface ApiDocument {
  openapi: string;
  info: { title: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, { name?: string }> };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** `code` spans of the descriptions, the only markup they use. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const anchor = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A description: paragraphs, and lists where lines start with "- ". */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((l) => l.startsWith('- '))) return `<ul>${lines.map((l) => `<li>${prose(l.slice(2))}</li>`).join('')}</ul>`;
      return `<p>${prose(block)}</p>`;
    })
    .join('');
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:0 .75rem 3rem;max-width:60rem;color:#1a1a1a}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:2px solid #ddd;text-transform:capitalize}h3{font-size:1.05rem;overflow-wrap:anywhere}
article{border-top:1px solid #e5e5e5;padding:.25rem 0 .75rem}h4{margin:.75rem 0 .25rem;font-size:.95rem}
code,pre{font:.9em/1.4 ui-monospace,monospace}pre{background:#f5f5f5;padding:.5rem;overflow-x:auto;margin:.25rem 0}
.method{display:inline-block;min-width:4.2em;padding:0 .3em;border-radius:3px;background:#24527a;color:#fff;text-align:center}
.who{color:#555;margin:0}.fields dt{font-weight:400;border-top:1px solid #eee;padding-top:.25rem}.fields dt>code:first-child{font-weight:600}
nav ul{columns:2 10rem;padding-left:1.2rem}dt{font-weight:600}dd{margin:0 0 .5rem 1rem}`;

/** Fields as a list rather than a table: a phone has room for one column. */
function fieldList(rows: { name: string; where?: string; schema: Schema; required: boolean; note?: string }[]): string {
  const items = rows.map((r) => {
    const type = shape(r.schema);
    const notes = [
      r.where && `in ${r.where}`,
      r.required ? 'required' : 'optional',
      ...limits(r.schema),
      r.note ?? (r.schema.description as string | undefined),
    ];
    const typed = type.includes('\n') ? `<pre>${escape(type)}</pre>` : ` <code>${escape(type)}</code>`;
    return `<dt><code>${escape(r.name)}</code>${typed}</dt><dd>${prose(notes.filter(Boolean).join('; '))}</dd>`;
  });
  return `<dl class="fields">${items.join('')}</dl>`;
}

function body(content: Record<string, { schema?: Schema }>): string {
  return Object.entries(content)
    .map(([type, { schema = {} }]) => {
      const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const fields = properties.length
        ? fieldList(properties.map(([name, s]) => ({ name, schema: s, required: required.has(name) })))
        : `<pre>${escape(shape(schema))}</pre>`;
      return `<p>As <code>${escape(type)}</code>:</p>${fields}`;
    })
    .join('');
}

function answers(responses: Record<string, Answer>): string {
  const items = Object.entries(responses).map(([status, answer]) => {
    const what = answer.$ref ? `${escape(answer.description ?? 'An error')} (<a href="#errors">error</a>)` : escape(answer.description ?? '');
    const content = Object.entries(answer.content ?? {})
      .map(([type, { schema }]) => `<code>${escape(type)}</code>${schema && !schema.contentMediaType ? `<pre>${escape(shape(schema))}</pre>` : ''}`)
      .join('');
    return `<dt>${escape(status)}</dt><dd>${what}${content ? `<br>${content}` : ''}</dd>`;
  });
  return `<dl>${items.join('')}</dl>`;
}

function operation(method: string, path: string, op: Operation): string {
  const who = op.security?.length ? 'Admin session (the <code>sid</code> cookie)' : 'Anyone';
  const params = op.parameters?.length
    ? `<h4>Parameters</h4>${fieldList(op.parameters.map((p) => ({ name: p.name, where: p.in, schema: p.schema ?? {}, required: Boolean(p.required), note: p.description })))}`
    : '';
  const sent = op.requestBody ? `<h4>Body</h4>${body(op.requestBody.content)}` : '';
  const about = [op.summary, op.description]
    .filter(Boolean)
    .map((t) => `<p>${prose(t!)}</p>`)
    .join('');
  return `<article id="${anchor(`${method} ${path}`)}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p class="who">Who may call it: ${who}</p>${about}${params}${sent}<h4>Answers</h4>${answers(op.responses)}</article>`;
}

export function referencePage(document: ApiDocument): string {
  const modules = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'general';
      modules.set(tag, [...(modules.get(tag) ?? []), operation(method, path, op)]);
    }
  }
  const names = [...modules.keys()].sort();
  const error = document.components.schemas?.Error;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} — reference</title><style>${STYLE}</style></head><body><main>
<h1>${escape(document.info.title)}</h1>
<p>The same as an OpenAPI ${escape(document.openapi)} document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${paragraphs(document.info.description ?? '')}
<h2 id="errors">Errors</h2><p>Every refusal (4xx) and fault (5xx) answers JSON of this shape:</p><pre>${escape(shape(error))}</pre>
<nav><h2>Modules</h2><ul>${names.map((n) => `<li><a href="#${anchor(n)}">${escape(n)}</a> (${modules.get(n)!.length})</li>`).join('')}</ul></nav>
${names.map((n) => `<section><h2 id="${anchor(n)}">${escape(n)}</h2>${modules.get(n)!.join('\n')}</section>`).join('\n')}
</main></body></html>`;
}
