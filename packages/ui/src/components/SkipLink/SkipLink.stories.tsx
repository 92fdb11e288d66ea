import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { MAIN_CONTENT_ID, SkipLink, type SkipLinkProps } from "./SkipLink";

/** A page in miniature: the skip link first, a header with links, then the main content. */
function PageFrame({
  skipLink,
  children,
}: {
  skipLink: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="-m-4">
      {skipLink}
      <header className="border-b border-subtle bg-surface px-4 py-3">
        <nav aria-label="Main">
          <ul className="flex gap-4">
            <li>
              <a href="#search" className="text-link underline">
                Flights
              </a>
            </li>
            <li>
              <a href="#bookings" className="text-link underline">
                My Bookings
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="px-4 py-6 outline-none">
        <h1 className="text-xl font-semibold">Flight search</h1>
        {children ?? (
          <p className="mt-2">
            <a href="#offers" className="text-link underline">
              Today's offers
            </a>
          </p>
        )}
      </main>
    </div>
  );
}

const meta = {
  title: "Shell/SkipLink",
  component: SkipLink,
  args: { placement: "page" },
  argTypes: { placement: { control: "inline-radio", options: ["page", "inline"] } },
  render: (args) => <PageFrame skipLink={<SkipLink {...args} />} />,
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the element lies inside the window (it is out of sight above it until focused). */
function inWindow(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight && bottom > top;
}

/** At rest the link is out of sight, yet named and in the page for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Skip to main content" });
    await expect(link).toHaveAttribute("href", `#${MAIN_CONTENT_ID}`);
    await expect(inWindow(link)).toBe(false);
  },
};

/** The first Tab of the page reaches it, and it shows at the top left with the focus ring. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Skip to main content" });
    await expect(link).toHaveFocus();
    await expect(inWindow(link)).toBe(true);
    await expect(getComputedStyle(link).outlineStyle).toBe("solid");
  },
};

/**
 * Enter on the link moves focus to `<main>` (the URL keeps its fragment as it was): the next
 * Tab goes to the first link of the content, past the header's.
 */
export const MovesFocusToMain: Story = {
  play: async ({ canvas }) => {
    const hashBefore = window.location.hash;
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Skip to main content" });
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
    await expect(window.location.hash).toBe(hashBefore);
    await expect(inWindow(link)).toBe(false);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Today's offers" })).toHaveFocus();
  },
};

/** A partner's own words for it. */
export const CustomText: Story = {
  args: { children: "Skip to content" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Skip to content" })).toHaveFocus();
  },
};

/** Under 768 px it sits at the top left of the screen the same way. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Skip to main content" });
    await expect(link).toHaveFocus();
    await expect(inWindow(link)).toBe(true);
  },
};

/** Results with their filters first: the filters' checkboxes, each a tab stop. */
function ResultsWithFilters(args: SkipLinkProps) {
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)]">
      <form aria-label="Filter flights" className="flex flex-col gap-2">
        <SkipLink {...args} />
        {["Non-stop", "1 stop", "IndiGo", "Air India"].map((label) => (
          <label key={label} className="flex items-center gap-2">
            <input type="checkbox" name="filter" value={label} />
            {label}
          </label>
        ))}
      </form>
      <section
        id="flights"
        tabIndex={-1}
        aria-labelledby="flights-heading"
        className="outline-none"
      >
        <h2 id="flights-heading" className="text-lg font-semibold">
          Flights from DEL to BOM
        </h2>
        <button type="button" className="mt-2 rounded-control border-2 border-control-border px-3">
          Select
        </button>
      </section>
    </div>
  );
}

/**
 * `inline`, before a block of controls: hidden in its place until Tab reaches it, then shown
 * there; Enter moves focus past the filters to the flights.
 */
export const InlineBeforeFilters: Story = {
  args: { placement: "inline", targetId: "flights", children: "Skip to flights" },
  render: (args) => (
    <PageFrame skipLink={<SkipLink />}>
      <ResultsWithFilters {...args} />
    </PageFrame>
  ),
  play: async ({ canvas }) => {
    const skip = canvas.getByRole("link", { name: "Skip to flights" });
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole("heading", { name: "Flight search" }));
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(50);
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("region", { name: "Flights from DEL to BOM" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Select" })).toHaveFocus();
  },
};

/** `inline`, focused: the photograph shows it in its place, with the focus ring. */
export const InlineFocused: Story = {
  ...InlineBeforeFilters,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("heading", { name: "Flight search" }));
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Skip to flights" })).toHaveFocus();
  },
};
