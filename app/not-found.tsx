import type { Metadata } from 'next';
import { ErrorMessage } from '@/components/layout/ErrorMessage';
import { ERROR_TITLE } from '@/components/layout/site';

export const metadata: Metadata = { title: ERROR_TITLE };

export default function NotFound() {
  return <ErrorMessage />;
}
