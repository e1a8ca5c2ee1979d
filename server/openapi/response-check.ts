// Checks an answer of the sandbox against the platform document: the operation its method and path match, the
// response its status names, the JSON Schema of that response. Used by the server tests (a test-only hook), so
// that the document and the sandbox cannot disagree.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { platformDocument } from './document.ts';

interface Operation {
  pattern: RegExp;
  /** Literal segments first: `/templates` must win over `/{id}`. */
  literalSegments: number;
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

let operations: Operation[] | undefined;
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = new Map<string, ValidateFunction>();

function load(): Operation[] {
  if (operations) return operations;
  const document = platformDocument();
  ajv.addSchema({ $id: 'platform', components: document.components }, 'platform');
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(
    document.paths as Record<string, Record<string, unknown>>,
  )) {
    for (const [method, op] of Object.entries(item)) {
      if (method === 'servers') continue;
      const segments = path.split('/').filter(Boolean);
      list.push({
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        literalSegments: segments.filter((s) => !s.startsWith('{')).length,
        method: method.toUpperCase(),
        path,
        responses: (op as { responses: Operation['responses'] }).responses,
      });
    }
  }
  operations = list.sort((a, b) => b.literalSegments - a.literalSegments);
  return operations;
}

/** The result of one check: undefined when the answer is not one the document describes (a control, a 404 path). */
export interface ResponseCheck {
  operation: string;
  status: number;
  problems: string[];
}

/** Checks one answer. `body` is the parsed JSON (or the text of a non-JSON answer). */
export function checkResponse(
  method: string,
  pathname: string,
  status: number,
  contentType: string,
  body: unknown,
): ResponseCheck | undefined {
  const operation = load().find((op) => op.method === method && op.pattern.test(pathname));
  if (!operation) return undefined;
  const name = `${operation.method} ${operation.path}`;
  const response = operation.responses[String(status)];
  if (!response)
    return { operation: name, status, problems: [`status ${status} is not documented`] };
  const mediaType = contentType.replace(/;.*$/, '').trim();
  const media = response.content?.[mediaType];
  if (!media) return { operation: name, status, problems: [`${mediaType} is not documented`] };
  const key = `${name} ${status} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    // Refs point into the document's components, registered under the id "platform".
    const schema = JSON.parse(
      JSON.stringify(media.schema).replaceAll('"#/components/', '"platform#/components/'),
    ) as object;
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  const valid = validate(body);
  return {
    operation: name,
    status,
    problems: valid
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`),
  };
}
