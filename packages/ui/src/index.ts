export {
  type Airport,
  AirportComboBox,
  type AirportComboBoxProps,
} from "./components/AirportComboBox/AirportComboBox";
export { Alert, type AlertProps, type AlertTone } from "./components/Alert/Alert";
export { alertVariants } from "./components/Alert/Alert.variants";
export { Badge, type BadgeProps, type BadgeTone } from "./components/Badge/Badge";
export { badgeVariants } from "./components/Badge/Badge.variants";
export { Button, type ButtonProps } from "./components/Button/Button";
export {
  type ButtonInteractionState,
  type ButtonVariant,
  buttonState,
  buttonVariants,
} from "./components/Button/Button.variants";
export { CarrierLogo, type CarrierLogoProps } from "./components/CarrierLogo/CarrierLogo";
export { Checkbox, type CheckboxProps } from "./components/Checkbox/Checkbox";
export {
  ComboBox,
  type ComboBoxOption,
  type ComboBoxProps,
} from "./components/ComboBox/ComboBox";
export { DatePicker, type DatePickerProps } from "./components/DatePicker/DatePicker";
export {
  calendarDaysBetween,
  DateTime,
  type DateTimeMessages,
  type DateTimeProps,
  defaultDateTimeMessages,
  parseWallClock,
  type WallClock,
} from "./components/DateTime/DateTime";
export { Dialog, type DialogProps } from "./components/Dialog/Dialog";
export {
  Duration,
  type DurationMessages,
  type DurationProps,
  defaultDurationMessages,
  splitMinutes,
} from "./components/Duration/Duration";
export { EmptyState, type EmptyStateProps } from "./components/EmptyState/EmptyState";
export {
  FormErrorSummary,
  type FormErrorSummaryItem,
  type FormErrorSummaryProps,
} from "./components/FormErrorSummary/FormErrorSummary";
export { NumberField, type NumberFieldProps } from "./components/NumberField/NumberField";
export { PasswordField, type PasswordFieldProps } from "./components/PasswordField/PasswordField";
export { Price, type PriceProps } from "./components/Price/Price";
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
} from "./components/RadioGroup/RadioGroup";
export { Select, type SelectOption, type SelectProps } from "./components/Select/Select";
export { Skeleton, type SkeletonProps } from "./components/Skeleton/Skeleton";
export { Spinner, type SpinnerProps } from "./components/Spinner/Spinner";
export { Switch, type SwitchProps } from "./components/Switch/Switch";
export { type TabItem, Tabs, type TabsProps } from "./components/Tabs/Tabs";
export { TextField, type TextFieldProps } from "./components/TextField/TextField";
export { Toast, type ToastProps, type ToastTone } from "./components/Toast/Toast";
export { ToastRegion, type ToastRegionProps } from "./components/ToastRegion/ToastRegion";
export { Tooltip, type TooltipProps } from "./components/Tooltip/Tooltip";
