import { useEffect, useRef } from "react";
import { useSubmit } from "react-router";

const GIS_SCRIPT = "https://accounts.google.com/gsi/client";

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

/**
 * Google's sign-in button (Google Identity Services), rendered only when a client id is
 * configured. The ID token it returns is posted to this page's action with `intent`, which
 * hands it to the service's POST /ums/v1/oauth-sign-in. Needs JavaScript, as Google's does.
 */
export function GoogleSignIn({ clientId, intent }: { clientId: string; intent: string }) {
  const container = useRef<HTMLDivElement>(null);
  const submit = useSubmit();

  useEffect(() => {
    const render = () => {
      const google = (window as { google?: GoogleIdentity }).google;
      if (!google || !container.current) return;
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          if (credential) submit({ intent, credential }, { method: "post" });
        },
      });
      google.accounts.id.renderButton(container.current, {
        type: "standard",
        text: "signin_with",
        width: 300,
      });
    };
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${GIS_SCRIPT}"]`);
    if (existing) {
      render();
      return;
    }
    const script = document.createElement("script");
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = render;
    document.head.append(script);
  }, [clientId, intent, submit]);

  return <div ref={container} data-testid="google-sign-in" className="flex justify-center" />;
}
