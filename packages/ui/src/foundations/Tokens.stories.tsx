import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../components/Button/Button";
import { TextField } from "../components/TextField/TextField";
import { Toast } from "../components/Toast/Toast";

/**
 * Every theme side by side, each in its own `data-theme` scope. axe runs on this story, so
 * its colour-contrast rule checks every text/background pair below in all three themes
 * (hover/pressed colours are covered by packages/ui/src/styles/tokens.test.ts).
 */
const meta = {
  title: "Foundations/Design tokens",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const themes = [
  { id: "b2b", name: "B2B (default)" },
  { id: "b2c", name: "B2C" },
  { id: "whitelabel", name: "White-label (sample)" },
] as const;

const swatches = [
  "canvas",
  "surface",
  "fg",
  "fg-muted",
  "control-border",
  "primary",
  "secondary-border",
  "danger",
  "error",
  "focus",
] as const;

function ThemeSpecimen({ id, name }: { id: string; name: string }) {
  return (
    <section
      data-theme={id}
      aria-labelledby={`theme-${id}`}
      className="flex flex-col gap-4 rounded-lg border-2 border-subtle bg-canvas p-4 text-fg"
    >
      <h2 id={`theme-${id}`} className="text-xl font-bold">
        {name}
      </h2>
      <ul className="grid grid-cols-5 gap-2" aria-label={`${name} colours`}>
        {swatches.map((token) => (
          <li key={token} className="flex flex-col items-center gap-1 text-xs text-fg-muted">
            <span
              aria-hidden="true"
              className="size-8 rounded-md border border-subtle"
              style={{ background: `var(--wf-color-${token})` }}
            />
            {token}
          </li>
        ))}
      </ul>
      <p className="text-base">
        Body text on canvas. <span className="text-fg-muted">Muted text on canvas.</span>{" "}
        <a className="text-link underline" href="#fare-rules">
          Fare rules
        </a>{" "}
        <span className="font-semibold text-error">An error message</span>
      </p>
      <div className="rounded-md bg-surface p-3">
        <p className="text-base">Text on surface.</p>
        <p className="text-sm text-fg-muted">Muted text on surface.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
        <Button isDisabled>Disabled</Button>
      </div>
      <TextField
        label="Email address"
        defaultValue="asha@"
        errors={["Enter a valid email address"]}
      />
      <div className="flex flex-col gap-2">
        <Toast tone="error" durationMs={0}>
          Error toast
        </Toast>
        <Toast tone="success" durationMs={0}>
          Success toast
        </Toast>
        <Toast tone="info" durationMs={0}>
          Info toast
        </Toast>
      </div>
    </section>
  );
}

export const AllThemes: Story = {
  render: () => (
    <div className="grid gap-4 lg:grid-cols-3">
      {themes.map((theme) => (
        <ThemeSpecimen key={theme.id} {...theme} />
      ))}
    </div>
  ),
};
