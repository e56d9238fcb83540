import type { JsonSchema } from './schema-arbitraries.js';

/** One operation of /api/openapi.json, as the fuzzer drives it. */
export interface Operation {
  method: string;
  /** The OpenAPI path, `{id}` style. */
  path: string;
  /** The same path in the router's `:id` style. */
  route: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | undefined;
  bodyRequired: boolean;
  /** Documented answers: status → JSON schema (undefined where none is documented). */
  responses: Map<number, JsonSchema | undefined>;
  public: boolean;
  /** A `POST /x/{id}` standing for PATCH or DELETE by its `_method` field. */
  override: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Every operation of the document. A `POST /x/{id}` that stands for PATCH or DELETE
 * (`_method`, lib/method-override.ts) documents no body; it gets the PATCH's body plus
 * `_method`, so the fuzzer drives it as clients do.
 */
export function operationsOf(document: OpenApiDocument, publicRoutes: ReadonlySet<string>): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const parameters = op.parameters ?? [];
      let body = op.requestBody?.content?.['application/json']?.schema;
      let bodyRequired = op.requestBody?.required === true;
      let override = false;
      if (method === 'post' && !body && item.patch && parameters.some((p) => p.in === 'path')) {
        const patch = item.patch.requestBody?.content?.['application/json']?.schema ?? { type: 'object', properties: {} };
        const verbs = item.delete ? ['PATCH', 'DELETE'] : ['PATCH'];
        body = { ...patch, properties: { ...patch.properties, _method: { type: 'string', enum: verbs } }, required: [...(patch.required ?? []), '_method'] };
        bodyRequired = true;
        override = true;
      }
      const route = path.replace(/\{(\w+)\}/g, ':$1');
      operations.push({
        method: method.toUpperCase(),
        path,
        route,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
        body,
        bodyRequired,
        responses: new Map(
          Object.entries(op.responses ?? {}).map(([status, response]) => [Number(status), response.content?.['application/json']?.schema]),
        ),
        public: publicRoutes.has(`${method.toUpperCase()} ${route}`),
        override,
      });
    }
  }
  return operations;
}

export const operationName = (op: Operation) => `${op.method} ${op.path}`;
