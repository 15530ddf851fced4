import type { Metadata } from 'next';
import { ErrorMessage } from '@/components/layout/ErrorMessage';
import { pageMetadata } from '@/components/layout/site';

export function generateMetadata(): Metadata {
  return {
    ...pageMetadata({ title: 'Error', description: 'Some error occurred.', path: '/error' }),
    robots: { index: false },
  };
}

export default function ErrorPage() {
  return <ErrorMessage />;
}
