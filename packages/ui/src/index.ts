export { Button, type ButtonProps } from "./components/Button/Button";
export {
  type ButtonInteractionState,
  type ButtonVariant,
  buttonState,
  buttonVariants,
} from "./components/Button/Button.variants";
export {
  FormErrorSummary,
  type FormErrorSummaryItem,
  type FormErrorSummaryProps,
} from "./components/FormErrorSummary/FormErrorSummary";
export { PasswordField, type PasswordFieldProps } from "./components/PasswordField/PasswordField";
export { TextField, type TextFieldProps } from "./components/TextField/TextField";
export { Toast, type ToastProps, type ToastTone } from "./components/Toast/Toast";
export { ToastRegion, type ToastRegionProps } from "./components/ToastRegion/ToastRegion";
