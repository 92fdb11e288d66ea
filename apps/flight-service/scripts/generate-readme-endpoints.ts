import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { withEndpointTable } from "../src/docs/endpoint-table";

/** Writes the README's endpoint table from the domain's endpoint table, formatted as biome does. */
const readme = fileURLToPath(new URL("../README.md", import.meta.url));
writeFileSync(readme, withEndpointTable(readFileSync(readme, "utf8")));
execFileSync("npx", ["biome", "format", "--write", readme], { stdio: "inherit" });
