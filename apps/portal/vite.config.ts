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
            // The libraries most routes use, in two chunks (decision 0046): split by which routes
            // use each they came as a dozen small files per page, each compressed on its own, and
            // 4-5 kB more in all. Only modules a dozen route modules import: page-specific code
            // and heavy libraries (Zod, Conform, libphonenumber, Radix, date-fns) keep the
            // automatic split. Measured with one such chunk, a threshold from 9 to 13 route modules
            // gives the same figures within 0.5 kB; at 8 and below, modules that few pages use
            // join the chunks and every page grows by about 5 kB.
            // `common`, on every page: React, React Router, cva, clsx, the icons, and React
            // Aria's live announcer (a module of its own, which the buttons' pending state uses).
            {
              name: "common",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|class-variance-authority|clsx|lucide-react|react-aria[\\/]dist[\\/]private[\\/]live-announcer)[\\/]/,
              minShareCount: 11,
              priority: 2,
            },
            // `aria`: React Aria's interaction core and the components many pages share. A page
            // built of native controls (login, budget 130 kB) does not download it.
            {
              name: "aria",
              test: /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately)[\\/]/,
              minShareCount: 11,
              priority: 1,
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
