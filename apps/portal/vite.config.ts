import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 3000 },
  build: {
    rollupOptions: {
      output: {
        // The module that configures Zod and Zod's configuration store get a chunk of their
        // own, so the browser runs the configuration (app/zod-without-eval.ts, imported first
        // by root) before any chunk that builds schemas; merged into another chunk it would
        // run too late. The rest of Zod goes only to the pages whose browser code uses it.
        manualChunks(id) {
          if (id.endsWith("/node_modules/zod/v4/core/core.js")) return "zod-config";
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
