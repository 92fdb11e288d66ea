import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import remarkGfm from "remark-gfm";
import { mergeConfig } from "vite";

/**
 * One Storybook for the design system (packages/ui) and form-level stories
 * (packages/forms). Paths are relative to this folder. A glob that matches no files only
 * logs a warning, so packages/forms can start empty.
 */
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: [
    "../packages/ui/src/**/*.mdx",
    "../packages/ui/src/**/*.stories.tsx",
    "../packages/forms/src/**/*.stories.tsx",
  ],
  addons: [
    {
      // GitHub-flavoured Markdown (tables above all) in the MDX pages: without remark-gfm a
      // pipe table renders as its raw `| … |` text.
      name: "@storybook/addon-docs",
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
  ],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, { plugins: [tailwindcss()] });
  },
};

export default config;
