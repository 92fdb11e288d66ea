/**
 * Test-only: finds the string fields of a schema that take a control character, so a test
 * can require the plain-text rule of every text field of every request and form schema,
 * present and future. Exported as `@wayfare/domain/unguarded-text` for the forms' tests.
 */
import type { ZodType } from "zod";

/** Values a field may accept (text, email, mobile, ids, codes, dates, counts), each with a control character before or after it. */
const BASES = [
  "",
  "1",
  "123456",
  "a",
  "Asha Rao",
  "asha@example.com",
  "9876543210",
  "WF0000000000001",
  "ABCDE1234F",
  "DEL",
  "2026-03-01",
];
const LINE_BREAKS_AND_TABS = ["\t", "\n", "\r"];
const OTHER_CONTROLS = ["\u0000", "\u001f", "\u007f", "\u0085", "\u009f", "\ud800"];
const probes = (controls: string[]) =>
  BASES.flatMap((base) =>
    controls.flatMap((control) => [`${base}${control}`, `${control}${base}`]),
  );
const SINGLE_LINE_PROBES = probes([...LINE_BREAKS_AND_TABS, ...OTHER_CONTROLS]);
const MULTI_LINE_PROBES = probes(OTHER_CONTROLS);

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  element?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  valueType?: ZodType;
  items?: ZodType[];
  rest?: ZodType | null;
  getter?: () => ZodType;
}

const defOf = (schema: ZodType) => schema._zod.def as unknown as Def;

/**
 * Every string schema with the path it reads; a pipe's two ends share their path. `within`
 * holds the schemas being walked, so a recursive (lazy) schema is walked once.
 */
function stringNodes(
  schema: ZodType,
  path: string,
  found: Map<string, ZodType[]>,
  within = new Set<ZodType>(),
) {
  if (within.has(schema)) return;
  within.add(schema);
  walkChildren(schema, path, found, within);
  within.delete(schema);
}

function walkChildren(
  schema: ZodType,
  path: string,
  found: Map<string, ZodType[]>,
  within: Set<ZodType>,
) {
  const def = defOf(schema);
  const children: [ZodType | null | undefined, string][] = [];
  switch (def.type) {
    case "string":
      found.set(path, [...(found.get(path) ?? []), schema]);
      break;
    case "object":
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        children.push([child, `${path}.${key}`]);
      }
      children.push([def.catchall, `${path}.*`]);
      break;
    case "array":
      children.push([def.element, `${path}[]`]);
      break;
    case "record":
      children.push([def.valueType, `${path}{}`]);
      break;
    case "tuple":
      for (const [index, item] of (def.items ?? []).entries()) {
        children.push([item, `${path}[${index}]`]);
      }
      children.push([def.rest, `${path}[…]`]);
      break;
    case "union":
      for (const [index, option] of (def.options ?? []).entries()) {
        children.push([option, `${path}|${index}`]);
      }
      break;
    case "intersection":
      children.push([def.left, path], [def.right, path]);
      break;
    case "pipe":
      children.push([def.in, path], [def.out, path]);
      break;
    case "lazy":
      children.push([def.getter?.(), path]);
      break;
    default:
      children.push([def.innerType, path]);
  }
  for (const [child, childPath] of children) {
    if (child) stringNodes(child, childPath, found, within);
  }
}

/**
 * The paths of `schema`'s string fields that accept a text with a control character; the
 * `multiLine` paths may hold tabs and line breaks.
 */
export function unguardedTextFields(schema: ZodType, multiLine: string[] = []): string[] {
  const found = new Map<string, ZodType[]>();
  stringNodes(schema, "", found);
  return [...found]
    .filter(([path, nodes]) =>
      (multiLine.includes(path) ? MULTI_LINE_PROBES : SINGLE_LINE_PROBES).some((probe) =>
        nodes.every((node) => node.safeParse(probe).success),
      ),
    )
    .map(([path]) => path);
}
