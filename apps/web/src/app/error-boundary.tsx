import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';
import { TriangleAlert } from '@/components/ui/icons.ts';
import { StatusMessage } from '@/components/ui/status-message.tsx';
import { reportError } from '@/lib/error-reporting.ts';

/** "An error has occurred" (docs/product/errors.md#ordering) with a retry. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      icon={<TriangleAlert className="size-7" />}
      titleAs="h1"
      title={t('errors.generic')}
      description={t('errors.genericHint')}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
      className="py-20"
    />
  );
}

type Props = { children: ReactNode };
type State = { error: unknown };

/**
 * Catches render errors. Around a screen (keyed by path in the layout) it keeps the top bar and footer;
 * around the whole app it is the last line of defence. Retry reloads the page: a screen whose code
 * chunk failed to download (e.g. after a deploy) only recovers with a fresh load.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    reportError(error);
  }

  override render() {
    if (this.state.error) return <ErrorFallback onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}

export { ErrorBoundary as AppErrorBoundary };
