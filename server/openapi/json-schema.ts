// JSON Schema of a contract as it appears on the wire: the input side of the zod schema (what a caller sends,
// or what the platform answers before the console normalises it), with the limits that the contract checks after
// a transform (a digit string read as a number, then bounded) carried back onto the wire form.
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** Keys that bound a value and mean the same on the wire form as after the transform. */
const BOUND_KEYS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'format',
] as const;

type AnyZod = z.core.$ZodType;

/** The schema a pipe finally checks against (following `a.transform(f).pipe(b)` to `b`), if it is not a transform. */
function checkedOutput(schema: AnyZod): AnyZod | undefined {
  let current: AnyZod = schema;
  while (current._zod.def.type === 'pipe') {
    const def = current._zod.def as z.core.$ZodPipeDef;
    current = def.out;
  }
  return current._zod.def.type === 'transform' ? undefined : current;
}

function sameKind(wire: unknown, checked: unknown): boolean {
  const numeric = (t: unknown) => t === 'number' || t === 'integer';
  return wire === checked || (numeric(wire) && numeric(checked));
}

/** Copies the bounds of `checked` onto `wire` (or onto each member of its anyOf of the same kind). */
function carryBounds(wire: JsonSchema, checked: JsonSchema): void {
  const targets = Array.isArray(wire.anyOf) ? (wire.anyOf as JsonSchema[]) : [wire];
  for (const target of targets) {
    if (!sameKind(target.type, checked.type)) continue;
    for (const key of BOUND_KEYS) if (checked[key] !== undefined) target[key] ??= checked[key];
    if (checked.type === 'integer' && target.type === 'number') target.type = 'integer';
  }
  // A text read case-insensitively and then checked against a list: the list, as documentation.
  if (Array.isArray(checked.enum) && wire.enum === undefined) {
    const values = (checked.enum as unknown[]).map(String).join(', ');
    const note = `One of: ${values}${targets.some((t) => t.type === 'string') ? ' (any letter case)' : ''}.`;
    wire.description = typeof wire.description === 'string' ? `${wire.description} ${note}` : note;
    wire.examples ??= checked.enum;
  }
}

/** The wire form of a contract schema, as JSON Schema draft 2020-12 (OpenAPI 3.1's dialect). */
export function wireSchema(schema: AnyZod): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    reused: 'inline',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type !== 'pipe') return;
      const checked = checkedOutput(zodSchema);
      if (!checked || checked === zodSchema) return;
      const bounds: JsonSchema = z.toJSONSchema(checked, {
        io: 'output',
        target: 'draft-2020-12',
        unrepresentable: 'any',
      });
      carryBounds(jsonSchema, bounds);
    },
  });
}

/** The properties of an object contract, each with its wire schema and whether it must be given. */
export function wireProperties(
  schema: AnyZod,
): { name: string; schema: JsonSchema; required: boolean }[] {
  const whole = wireSchema(schema);
  const properties = (whole.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((whole.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}
