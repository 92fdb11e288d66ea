import { hydrationStarts } from "@wayfare/ui";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default entry, told to ui first: its fields switch to their scripted form
// once hydrated in a transition, not all at once (decision 0089).
hydrationStarts();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
