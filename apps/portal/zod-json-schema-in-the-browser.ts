import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * Zod classic gives every schema its JSON Schema conversion (`toJSONSchema()`,
 * `~standard.jsonSchema`), so `zod/v4/classic/schemas.js` imports Zod's JSON Schema
 * processors and generator whether or not anything converts a schema: about 10 kB gzip on
 * every page whose browser code builds schemas. The portal's browser code only parses
 * (Conform's `parseWithZod`); nothing in it converts a schema to JSON Schema.
 *
 * In the client build, those two imports of `classic/schemas.js` resolve to a module with
 * the same exports that throws if a conversion is ever asked for, except `aggregateChecks`,
 * which the schemas' `minLength`/`maxLength`/`format` getters use: that one is Zod's own.
 * The export names are read from Zod's modules, so a Zod upgrade that renames one still
 * builds; the server build (and every test outside the browser build) uses Zod unchanged.
 */
const CLASSIC_SCHEMAS = "/zod/v4/classic/schemas.js";
const LEFT_OUT = new Set(["../core/json-schema-processors.js", "../core/to-json-schema.js"]);
const PREFIX = "\0zod-json-schema-left-out:";
const KEPT = new Set(["aggregateChecks"]);

export function zodJsonSchemaLeftOutOfTheBrowser(): Plugin {
  return {
    name: "wayfare:zod-json-schema-left-out-of-the-browser",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer) {
      if (!LEFT_OUT.has(source) || !importer?.replaceAll("\\", "/").endsWith(CLASSIC_SCHEMAS)) {
        return null;
      }
      const real = await this.resolve(source, importer, { skipSelf: true });
      return real ? PREFIX + real.id : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const real = id.slice(PREFIX.length);
      const exports: Record<string, unknown> = await import(pathToFileURL(real).href);
      const lines = [
        "function leftOut() {",
        `  throw new Error("Zod's JSON Schema conversion is left out of the portal's browser build (apps/portal/zod-json-schema-in-the-browser.ts)");`,
        "}",
      ];
      for (const [name, value] of Object.entries(exports)) {
        if (KEPT.has(name)) lines.push(`export { ${name} } from ${JSON.stringify(real)};`);
        else if (typeof value !== "function") lines.push(`export const ${name} = {};`);
        // createToJSONSchemaMethod and createStandardJSONSchemaMethod make the method when a
        // schema's `~standard` is read; the method throws only when called.
        else if (name.startsWith("create")) lines.push(`export const ${name} = () => leftOut;`);
        else lines.push(`export const ${name} = leftOut;`);
      }
      return lines.join("\n");
    },
  };
}
