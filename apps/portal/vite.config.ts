import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 3000 },
  build: {
    rollupOptions: {
      output: {
        // Zod and the module that configures it get chunks of their own, so the browser runs
        // the configuration (app/zod-without-eval.ts, imported first by root) before any
        // chunk that builds schemas; merged into another chunk it would run too late.
        manualChunks(id) {
          if (id.includes("/node_modules/zod/")) return "zod";
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
