'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { parseSchoolNext, type SchoolNext } from '@/lib/league/school-next';
import { mySchoolSnapshot, subscribeMySchool } from './my-school';
import styles from './school.module.css';

/**
 * The home page's block for the school chosen on this device: its next matches, fetched after the
 * page loads, so the page the server sends is the same for everyone. Nothing shows without a choice.
 */
export function MySchoolNext() {
  const school = useSyncExternalStore(subscribeMySchool, mySchoolSnapshot, () => null);
  const [answer, setAnswer] = useState<{ slug: string; next: SchoolNext | null } | null>(null);
  const slug = school?.slug ?? null;

  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    fetch(`/schools/${slug}/next.json`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => setAnswer({ slug, next: parseSchoolNext(json) }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ slug, next: null });
      });
    return () => controller.abort();
  }, [slug]);

  if (!school) return null;
  const next = answer?.slug === school.slug ? answer.next : null;
  const loading = answer?.slug !== school.slug;
  return (
    <section aria-labelledby="my-school-heading" className={`container ${styles.mySchoolBlock}`}>
      <h2 id="my-school-heading">
        Your school: <Link href={next?.href ?? `/schools/${school.slug}`}>{next?.name ?? school.name}</Link>
      </h2>
      {loading ? (
        <p>Looking up the next matches…</p>
      ) : !next ? (
        <p>The next matches cannot be shown just now; they are on the school&apos;s page.</p>
      ) : next.matches.length === 0 ? (
        <p>{next.note ?? 'No more matches are drawn for this school this season.'}</p>
      ) : (
        <ol className={styles.nextList}>
          {next.matches.map((m) => (
            <li key={m.id}>
              {m.date ? <time dateTime={m.date}>{m.when}</time> : m.when}
              {m.start ? `, ${m.start}` : ''}: <strong>{m.team}</strong> v {m.opponent} (
              {m.side.toLowerCase()}){m.venue ? ` at ${m.venue}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
