import { cva, cx, type VariantProps } from "class-variance-authority";
import { focusRing, nativeFocusRing } from "../../lib/focus-ring";

/**
 * Colours per variant and interaction state. Exactly one state applies at a time (see
 * `buttonState`), so two background utilities never compete.
 */
const palette = {
  primary: {
    rest: "border-transparent bg-primary text-on-primary",
    hovered: "border-transparent bg-primary-hover text-on-primary",
    pressed: "border-transparent bg-primary-pressed text-on-primary",
  },
  secondary: {
    rest: "border-secondary-border bg-secondary text-on-secondary",
    hovered: "border-secondary-border bg-secondary-hover text-on-secondary",
    pressed: "border-secondary-border bg-secondary-hover text-on-secondary shadow-inner",
  },
  ghost: {
    rest: "border-transparent bg-transparent text-link",
    hovered: "border-transparent bg-ghost-hover text-link",
    pressed: "border-transparent bg-ghost-hover text-link shadow-inner",
  },
  danger: {
    rest: "border-transparent bg-danger text-on-danger",
    hovered: "border-transparent bg-danger-hover text-on-danger",
    pressed: "border-transparent bg-danger-pressed text-on-danger",
  },
} as const;

export type ButtonVariant = keyof typeof palette;

/**
 * The hovered and pressed colours of `palette` as CSS states, for a plain `<button>`
 * (NativeButton), which has no React Aria state to feed `state`.
 */
export const nativeButtonStates: Record<ButtonVariant, string> = {
  primary: "hover:bg-primary-hover active:bg-primary-pressed",
  secondary: "hover:bg-secondary-hover active:bg-secondary-hover active:shadow-inner",
  ghost: "hover:bg-ghost-hover active:bg-ghost-hover active:shadow-inner",
  danger: "hover:bg-danger-hover active:bg-danger-pressed",
};
export type ButtonInteractionState = "rest" | "hovered" | "pressed" | "disabled";

const variantClasses = cva(
  // What every button shares: a class of styles/components.css.
  "button",
  {
    variants: {
      variant: { primary: "", secondary: "", ghost: "", danger: "" },
      size: {
        sm: "min-h-8 min-w-8 px-3 text-sm",
        md: "min-h-11 min-w-11 px-4 text-base",
        lg: "min-h-12 min-w-12 px-6 text-lg",
      },
      state: {
        rest: "",
        hovered: "",
        pressed: "",
        disabled: "border-transparent bg-disabled text-on-disabled",
      },
      fullWidth: { true: "w-full", false: "" },
      /** `aria` for React Aria buttons; `native` for a plain link styled as a button. */
      focus: { aria: focusRing, native: nativeFocusRing },
    },
    compoundVariants: Object.entries(palette).flatMap(([variant, states]) =>
      Object.entries(states).map(([state, className]) => ({
        variant: variant as ButtonVariant,
        state: state as ButtonInteractionState,
        className,
      })),
    ),
    defaultVariants: {
      variant: "primary",
      size: "md",
      state: "rest",
      fullWidth: false,
      focus: "aria",
    },
  },
);

export type ButtonVariantProps = VariantProps<typeof variantClasses>;

const classesByVariants = new Map<string, string>();

/**
 * The button's classes, each combination of variants computed once: cva goes through every
 * compound variant on each call, and a results page draws a hundred buttons (decision 0074).
 */
export function buttonVariants({
  className,
  ...variants
}: ButtonVariantProps & { className?: Parameters<typeof cx>[0] } = {}): string {
  const key = `${variants.variant}|${variants.size}|${variants.state}|${variants.fullWidth}|${variants.focus}`;
  let classes = classesByVariants.get(key);
  if (classes === undefined) {
    classes = variantClasses(variants);
    classesByVariants.set(key, classes);
  }
  return cx(classes, className);
}

/** Maps React Aria's render-prop state to the single colour state of the palette. */
export function buttonState(renderProps: {
  isDisabled: boolean;
  isPending: boolean;
  isPressed: boolean;
  isHovered: boolean;
}): ButtonInteractionState {
  if (renderProps.isDisabled) return "disabled";
  if (renderProps.isPending) return "rest";
  if (renderProps.isPressed) return "pressed";
  if (renderProps.isHovered) return "hovered";
  return "rest";
}
