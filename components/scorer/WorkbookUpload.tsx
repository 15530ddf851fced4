'use client';
import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import type { WorkbookAnswer } from '@/lib/writes/desk-workbook';
import type { WorkbookWords } from '@/lib/writes/workbook-text';
import { newCardKey } from '@/lib/cards/idempotency';
import { REASON_MAX } from '@/lib/league/cards/check';
import styles from './Scorer.module.css';

function ZoneChangesList({ answer }: { answer: WorkbookWords }) {
  return (
    <>
      <p>{answer.summary}</p>
      {answer.lines.length ? (
        <ul className={styles.preview}>
          {answer.lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      {answer.refused.length ? (
        <>
          <p>Not changed, and why:</p>
          <ul className={styles.preview}>
            {answer.refused.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/**
 * Upload an edited zone workbook: first its dry run (the changes it would make, nothing written), then
 * `Import these changes` (offered only when there are some) sends the same file again to import it.
 */
export function WorkbookUpload({
  action,
}: {
  action: (confirm: boolean, form: FormData) => Promise<WorkbookAnswer>;
}) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  // One upload, one key: importing it twice (a double tap, a retry) applies it once.
  const [key, setKey] = useState(newCardKey);
  const [answer, setAnswer] = useState<WorkbookAnswer | null>(null);
  const [pending, startTransition] = useTransition();

  function send(confirm: boolean) {
    if (pending || !file) return;
    const form = new FormData();
    form.set('workbook', file);
    form.set('key', key);
    form.set('reason', reason);
    startTransition(async () => {
      let result: WorkbookAnswer;
      try {
        result = await action(confirm, form);
      } catch {
        result = { status: 'error', message: 'Nothing was sent: check your connection and try again.' };
      }
      setAnswer(result);
      if (result.status === 'imported') {
        setKey(newCardKey());
        router.refresh();
      }
    });
  }

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setAnswer({ status: 'error', message: 'Choose the zone’s workbook (.xlsx) to upload.' });
      return;
    }
    send(false);
  }

  return (
    <form onSubmit={check} noValidate className={styles.upload}>
      <label htmlFor="desk-workbook">Edited workbook (.xlsx, at most 2 MB)</label>
      <input
        id="desk-workbook"
        className={styles.file}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(event) => {
          setFile(event.currentTarget.files?.[0] ?? null);
          setAnswer(null);
          setKey(newCardKey());
        }}
      />
      <label htmlFor="desk-workbook-reason">
        Reason for corrections (needed only where the workbook changes a published result)
      </label>
      <input
        id="desk-workbook-reason"
        className={styles.reason}
        type="text"
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <p>
        <button type="submit" className={styles.action} aria-disabled={pending || undefined}>
          {pending ? 'Checking…' : 'Check the workbook'}
        </button>
      </p>
      {answer?.status === 'error' ? (
        <div role="alert" className={styles.refused}>
          <p>{answer.message}</p>
          {answer.errors?.length ? (
            <ul>
              {answer.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {answer?.status === 'preview' ? (
        <div role="status">
          <p>Checked: nothing is written yet.</p>
          <ZoneChangesList answer={answer} />
          {answer.lines.length ? (
            <button
              type="button"
              className={styles.action}
              onClick={() => send(true)}
              aria-disabled={pending || undefined}
            >
              Import these changes
            </button>
          ) : null}
        </div>
      ) : null}
      {answer?.status === 'imported' ? (
        <div role="status" className={styles.done}>
          <p>Imported: the site shows the changes now.</p>
          <ZoneChangesList answer={answer} />
        </div>
      ) : null}
    </form>
  );
}
