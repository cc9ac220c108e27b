type JsonSchema = Record<string, unknown>;

const escape = (text: unknown) => String(text ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * /api/v1/docs: the OpenAPI description as one readable page, rendered here from the same document
 * (no script, nothing fetched from elsewhere, so it works on a server without internet), with the
 * example a newcomer copies first.
 */
export function v1DocsPage(document: JsonSchema, origin: string): string {
  const info = document.info as { title: string; description: string };
  const paths = document.paths as Record<string, Record<string, { summary: string; parameters?: JsonSchema[]; requestBody?: JsonSchema }>>;
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = (op.parameters ?? []).map((p) => `<li><code>${escape(p.name)}</code> <small>${escape(p.in)}${p.required ? ", required" : ""}</small> ${escape(p.description)}</li>`).join("");
      const body = op.requestBody ? `<li><code>body</code> <small>JSON</small> see <a href="/api/v1/openapi.json">openapi.json</a> for its fields</li>` : "";
      return `<section><h3><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3><p>${escape(op.summary)}</p>${parameters || body ? `<ul>${parameters}${body}</ul>` : ""}</section>`;
    }),
  );
  const example = `curl -H "X-API-Key: $CAIRN_API_TOKEN" ${origin}/api/v1/users/me/`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escape(info.title)}</title>
<style>
body { max-width: 56rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; font: 15px/1.5 system-ui, sans-serif; }
code, pre { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
pre { padding: 0.75rem; border-radius: 6px; background: color-mix(in srgb, currentColor 8%, transparent); white-space: pre-wrap; }
section { padding: 0.5rem 0; border-top: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
h3 { margin: 0.25rem 0; font-size: 1rem; }
.method { display: inline-block; min-width: 4rem; font-size: 0.8rem; }
.get { color: #1a7f37; } .post { color: #0969da; } .patch { color: #9a6700; } .delete { color: #cf222e; }
@media (prefers-color-scheme: dark) { .get { color: #3fb950; } .post { color: #58a6ff; } .patch { color: #d29922; } .delete { color: #f85149; } }
</style>
</head>
<body>
<h1>${escape(info.title)}</h1>
<p>${escape(info.description)}</p>
<pre>${escape(example)}</pre>
<p>The machine-readable description: <a href="/api/v1/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<h2>Operations</h2>
${operations.join("\n")}
</body>
</html>`;
}
