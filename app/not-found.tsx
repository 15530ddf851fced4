import type { Metadata } from 'next';
import { ErrorMessage } from '@/components/layout/ErrorMessage';
import { SITE_NAME } from '@/components/layout/site';

export const metadata: Metadata = { title: { absolute: `${SITE_NAME} - Error` } };

export default function NotFound() {
  return <ErrorMessage />;
}
