import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { zodJsonSchemaLeftOutOfTheBrowser } from "./zod-json-schema-in-the-browser";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), zodJsonSchemaLeftOutOfTheBrowser()],
  server: { port: 3000 },
  build: {
    rollupOptions: {
      output: {
        // The module that configures Zod (app/zod-without-eval.ts, imported first by root; it
        // writes Zod's global configuration store and imports nothing) gets a chunk of its
        // own, so the browser runs it before any chunk that builds schemas; merged into
        // another chunk it could run too late. Zod goes only to the pages whose browser code
        // builds schemas.
        manualChunks(id) {
          if (id.endsWith("/app/zod-without-eval.ts")) return "zod-config";
          return undefined;
        },
      },
    },
  },
  ssr: {
    // Native and WebAssembly packages stay in node_modules; our workspaces are bundled.
    external: ["@node-rs/argon2", "@electric-sql/pglite", "pg"],
  },
});
