import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 3000 },
  ssr: {
    // Native and WebAssembly packages stay in node_modules; our workspaces are bundled.
    external: ["@node-rs/argon2", "@electric-sql/pglite", "pg"],
  },
});
