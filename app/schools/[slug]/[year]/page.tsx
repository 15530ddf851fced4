import type { Metadata } from 'next';
import { SchoolRoute } from '@/components/schools/SchoolRoute';
import { schoolMetadata } from '@/components/schools/metadata';
import { requireSchoolPage } from '@/lib/source/school-page';
import '@/app/print.css';
export { generateStaticParams } from '@/lib/cache/on-demand';

/** Next matches count from today: the cached page is rendered afresh at least hourly. */
export const revalidate = 3600;

type Props = { params: Promise<{ slug: string; year: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return schoolMetadata(await requireSchoolPage(await params));
}

export default async function SchoolSeasonPage({ params }: Props) {
  return <SchoolRoute segments={await params} />;
}
