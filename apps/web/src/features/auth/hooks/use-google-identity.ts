import { useEffect, useRef, useState } from 'react';

// Google Identity Services, loaded only when the platform has a Google client id
// (docs/product/accounts.md#sign-in); without one nothing is fetched from Google.
const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

type GoogleId = {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(element: HTMLElement, options: Record<string, string | number>): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

let script: Promise<GoogleId> | undefined;

function loadGoogleId(): Promise<GoogleId> {
  script ??= new Promise<GoogleId>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = SCRIPT_URL;
    element.async = true;
    element.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not start'));
    };
    element.onerror = () => {
      script = undefined;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(element);
  });
  return script;
}

/** Renders Google's own sign-in button into the returned element; `onCredential` gets the ID token. */
export function useGoogleIdentity(
  clientId: string | null,
  language: string,
  onCredential: (idToken: string) => void,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const callbackRef = useRef(onCredential);
  const [hasFailed, setFailed] = useState(false);
  useEffect(() => {
    callbackRef.current = onCredential;
  });
  useEffect(() => {
    if (!clientId) return;
    let isCurrent = true;
    loadGoogleId().then(
      (google) => {
        const container = containerRef.current;
        if (!isCurrent || !container) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => credential && callbackRef.current(credential),
        });
        google.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          width: Math.min(container.clientWidth || 320, 400),
          locale: language,
        });
      },
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [clientId, language]);
  return { containerRef, hasFailed };
}
