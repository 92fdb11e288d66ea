import { Button, Drawer } from "@wayfare/ui";
import type { ReactNode } from "react";

/**
 * The results page's sort and filters on a narrow screen, in the library's Drawer (Radix
 * Dialog). `ResultsViewForm` imports this module when the drawer is first opened, so the
 * results page does not download the dialog up front.
 */
export function ResultsViewDrawer({
  isOpen,
  onOpenChange,
  matching,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Matching flights, for the "Show" button. */
  matching: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Sort and filter flights"
      side="bottom"
      footer={
        <Button onPress={() => onOpenChange(false)}>
          Show {matching} flight{matching === 1 ? "" : "s"}
        </Button>
      }
    >
      {children}
    </Drawer>
  );
}
