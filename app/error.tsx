'use client';

import { ErrorView } from '@/components/layout/ErrorView';

export default function ErrorBoundary({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
