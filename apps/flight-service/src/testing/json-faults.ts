import fc from "fast-check";
import { HOSTILE_TEXTS } from "./hostile-payloads";

/**
 * A sample request's `data` with one fault that its schema must refuse: a control
 * character in a text, a value of another type, a long array, an object keyed by huge
 * indices or a deeply nested value in place of one of its values; sometimes with prototype
 * keys besides. Each body stays under the body cap, so it is the schema that refuses it.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

export type JsonFault =
  | "control character"
  | "wrong type"
  | "huge array"
  | "huge index"
  | "deep nesting";

const CONTROLS = ["\u0000", "\u0001", "\u0007", "\t", "\n", "\r", "\u001b", "\u007f", "\u0085"];
/**
 * Texts that keep line breaks (the domain's multi-line guard): a baggage claim's description,
 * a supplier's allotments CSV.
 */
const MULTI_LINE_KEYS = new Set(["description", "csv"]);
const LINE_BREAKS = new Set(["\n", "\r"]);
/** Room left for the rest of the body under the 64 KB cap. */
const FAULT_BYTES = 56_000;
/** Stands in for what JSON.stringify cannot write (a deep value); the body's text swaps it. */
const MARK = "\u0002mark\u0002";

function childrenOf(value: Json, path: Path): [Path, Json][] {
  if (value === null || typeof value !== "object") return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.map(([key, child]) => [[...path, key], child]);
}

/** Where the sample holds a primitive: the places a fault can be put. */
function leafPaths(value: Json, path: Path = []): Path[] {
  if (value === null || typeof value !== "object") return path.length ? [path] : [];
  return childrenOf(value, path).flatMap(([childPath, child]) => leafPaths(child, childPath));
}

/** Where the sample holds a list: a long list of bad items goes there. */
function listPaths(value: Json, path: Path = []): Path[] {
  const own = Array.isArray(value) ? [path] : [];
  return [
    ...own,
    ...childrenOf(value, path).flatMap(([childPath, child]) => listPaths(child, childPath)),
  ];
}

function leafAt(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string, Json>)[key] as Json, value);
}

function replaced(value: Json, [key, ...rest]: Path, leaf: Json): Json {
  if (key === undefined) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    Json
  >;
  copy[key] = replaced(copy[key] as Json, rest, leaf);
  return copy as Json;
}

/** A value of another type than the sample's, which no schema of that field takes. */
function wrongType(original: Json): fc.Arbitrary<Json> {
  const others: fc.Arbitrary<Json>[] = [
    fc.constantFrom<Json>(null, [], {}, [original], { value: original }),
  ];
  if (typeof original !== "string") others.push(fc.constantFrom(...HOSTILE_TEXTS, "1", "true"));
  if (typeof original !== "number") others.push(fc.constantFrom(0.5, -1, 1e308, 2 ** 53));
  if (typeof original !== "boolean") others.push(fc.boolean());
  return fc.oneof(...others);
}

function withControlCharacter(original: Json, multiLine: boolean): fc.Arbitrary<Json> {
  const text = typeof original === "string" ? original : String(original);
  const controls = multiLine ? CONTROLS.filter((control) => !LINE_BREAKS.has(control)) : CONTROLS;
  return fc
    .tuple(fc.constantFrom(...controls), fc.nat({ max: text.length }))
    .map(([control, at]) => `${text.slice(0, at)}${control}${text.slice(at)}`);
}

const hugeArray: fc.Arbitrary<Json> = fc
  .constantFrom<Json>(0, null, [], "x", { a: 1 })
  .chain((item) => {
    const max = Math.floor(FAULT_BYTES / (JSON.stringify(item).length + 1));
    return fc.integer({ min: 1_000, max }).map((length) => Array.from({ length }, () => item));
  });

const hugeIndex: fc.Arbitrary<Json> = fc
  .constantFrom("999999999", "4294967295", "9007199254740993", "1e9", "-1")
  .map((index) => ({ [index]: "x", length: 1e9 }));

const deepJson = fc
  .constantFrom(["[", "]"], ['{"a":', "}"])
  .chain(([open, close]) =>
    fc
      .integer({ min: 1_000, max: Math.floor(FAULT_BYTES / (open.length + close.length)) })
      .map((depth) => `${open.repeat(depth)}1${close.repeat(depth)}`),
  );

/** `__proto__`, `constructor` and `prototype` keys, written as JSON text so they stay own keys. */
const pollution = fc.constantFrom(
  '"__proto__":{"polluted":true}',
  '"constructor":{"prototype":{"polluted":true}}',
  '"prototype":{"polluted":true}',
  '"__proto__":[1,2]',
);

function withPollution(text: string, polluting: string | null, inData: boolean): string {
  if (!polluting) return text;
  const anchor = inData && text.startsWith('{"data":{') ? '{"data":{' : "{";
  const rest = text.slice(anchor.length);
  return `${anchor}${polluting}${rest.startsWith("}") ? "" : ","}${rest}`;
}

type Faulty = { fault: JsonFault; data: Json; deep?: string };

function faultAt(data: Json, path: Path): fc.Arbitrary<Faulty> {
  const original = leafAt(data, path);
  const at = (fault: JsonFault) => (leaf: Json) => ({ fault, data: replaced(data, path, leaf) });
  return fc.oneof(
    {
      weight: 3,
      arbitrary: withControlCharacter(original, MULTI_LINE_KEYS.has(String(path.at(-1)))).map(
        at("control character"),
      ),
    },
    { weight: 3, arbitrary: wrongType(original).map(at("wrong type")) },
    { weight: 1, arbitrary: hugeArray.map(at("huge array")) },
    { weight: 1, arbitrary: hugeIndex.map(at("huge index")) },
    {
      weight: 1,
      arbitrary: deepJson.map((deep) => ({ ...at("deep nesting")(MARK), deep })),
    },
  );
}

/** A key no request has, for data without values: an empty object its schema keeps strict. */
function strayKey(data: Json): fc.Arbitrary<Faulty> {
  return fc.constantFrom(...HOSTILE_TEXTS).map((key) => ({
    fault: "wrong type",
    data: { ...(data as object), [key || "x"]: { unexpected: [1, 2, 3] } },
  }));
}

/** The `{ data }` body's text with one fault, and the fault's name. */
export function faultyBody(data: Json): fc.Arbitrary<{ fault: JsonFault; body: string }> {
  const leaves = leafPaths(data);
  const lists = listPaths(data);
  const faults = [
    leaves.length
      ? fc.constantFrom(...leaves).chain((path) => faultAt(data, path))
      : strayKey(data),
  ];
  if (lists.length) {
    const longList = fc
      .constantFrom(...lists)
      .chain((path) =>
        hugeArray.map(
          (list): Faulty => ({ fault: "huge array", data: replaced(data, path, list) }),
        ),
      );
    faults.push(longList);
  }
  const faulty = fc.oneof(...faults);
  return fc
    .tuple(faulty, fc.option(pollution, { nil: null }), fc.boolean())
    .map(([{ fault, data: spoilt, deep }, polluting, inData]) => {
      const text = withPollution(JSON.stringify({ data: spoilt }), polluting, inData);
      return { fault, body: deep ? text.replace(JSON.stringify(MARK), deep) : text };
    });
}

/** Each text of the sample with a control character after it, then with a tab before it. */
export function controlCharacterVariants(data: Json): { path: string; data: Json }[] {
  return leafPaths(data)
    .filter((path) => typeof leafAt(data, path) === "string")
    .flatMap((path) => {
      const text = leafAt(data, path) as string;
      return [`${text}\u0000`, `\t${text}`].map((leaf) => ({
        path: path.join("."),
        data: replaced(data, path, leaf),
      }));
    });
}
