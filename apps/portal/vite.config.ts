import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { zodJsonSchemaLeftOutOfTheBrowser } from "./zod-json-schema-in-the-browser.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), zodJsonSchemaLeftOutOfTheBrowser()],
  server: { port: 3000 },
  build: {
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The module that configures Zod (app/zod-without-eval.ts, imported first by root;
            // it writes Zod's global configuration store and imports nothing) gets a chunk of
            // its own, so the browser runs it before any chunk that builds schemas; merged into
            // another chunk it could run too late. Zod goes only to the pages whose browser
            // code builds schemas.
            { name: "zod-config", test: /[\\/]app[\\/]zod-without-eval\.ts$/, priority: 10 },
            // The libraries most routes use (React, React Router, React Aria's interaction core
            // and the components many pages share, the icons' base, cva) in one chunk: split
            // by which routes use each they came as a dozen small files per page, each
            // compressed on its own, and 4-5 kB more in all (decision 0046). Only these
            // libraries, and only modules a dozen route modules import: page-specific code
            // and heavy libraries (Zod, Conform, libphonenumber, Radix, date-fns) keep the
            // automatic split. With `npm run size:routes`, a threshold from 9 to 13 route
            // modules gives the same figures within 0.5 kB; at 8 and below, modules that few
            // pages use join the chunk and every page grows by about 5 kB.
            {
              name: "common",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-aria|react-aria-components|react-stately|@react-aria|@react-stately|lucide-react|class-variance-authority|clsx)[\\/]/,
              minShareCount: 11,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Native and WebAssembly packages stay in node_modules; our workspaces are bundled.
    external: ["@node-rs/argon2", "@electric-sql/pglite", "pg"],
  },
});
