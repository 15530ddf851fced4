/**
 * The self-hosted proof-of-work check (the `altcha` web component), loaded only after the form is
 * on screen so its script does not weigh on the page. It fetches a challenge from our server,
 * solves it in web workers, and hands the payload up; an expired check is solved again at once.
 */
import { createElement, forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { FORM_TEXTS } from '@/lib/entry/texts';
import styles from './EntryForm.module.css';

type Widget = HTMLElement & { reset: () => void; verify: () => Promise<unknown> };

export type BotCheckHandle = { renew: () => void };

export const BotCheck = forwardRef<BotCheckHandle, { onChange: (payload: string | null) => void }>(function BotCheck({ onChange }, handle) {
  const widget = useRef<Widget | null>(null);
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let live = true;
    import('altcha')
      .then(() => live && setLoaded('ready'))
      .catch(() => live && setLoaded('failed'));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (loaded !== 'ready' || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      report.current(state === 'verified' && payload ? payload : null);
      if (state === 'expired') void element.verify();
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [loaded]);

  useImperativeHandle(handle, () => ({
    renew() {
      report.current(null);
      widget.current?.reset();
      void widget.current?.verify();
    },
  }));

  return (
    <div className={styles.botCheck}>
      {loaded === 'ready'
        ? createElement('altcha-widget', {
            ref: widget,
            challenge: '/api/altcha/challenge',
            auto: 'onload',
            name: 'altcha',
            configuration: JSON.stringify({ hideLogo: true, hideFooter: true }),
          })
        : null}
      {loaded === 'loading' ? <p className={styles.hint}>{FORM_TEXTS.botCheckLoading}</p> : null}
      {loaded === 'failed' ? (
        <p className={styles.errorMessage} role="alert">
          {FORM_TEXTS.botCheckFailed}
        </p>
      ) : null}
    </div>
  );
});
