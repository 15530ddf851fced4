/**
 * The self-hosted proof-of-work check (the `altcha` web component). Its script is loaded once the
 * visitor starts on the page (a key, a tap, a focus) or the check scrolls into view, so the first
 * screen does not wait for it; the check is solved long before a form is filled in. It fetches a
 * challenge from our server, solves it in web workers, and hands the payload up; an expired check is
 * solved again at once.
 */
import { createElement, forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { FORM_TEXTS } from '@/lib/entry/texts';
import { useHydrated } from './useHydrated';
import styles from './EntryForm.module.css';

/** What a visitor does first on a form they mean to fill in. */
const FIRST_ACTIONS = ['focusin', 'pointerdown', 'keydown'] as const;

type Widget = HTMLElement & { reset: () => void; verify: () => Promise<unknown> };

export type BotCheckHandle = { renew: () => void };

export const BotCheck = forwardRef<BotCheckHandle, { onChange: (payload: string | null) => void }>(
  function BotCheck({ onChange }, handle) {
    const widget = useRef<Widget | null>(null);
    const box = useRef<HTMLDivElement>(null);
    const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');
    // Without JavaScript nothing will load: the form's <noscript> note says what to do instead.
    const hydrated = useHydrated();
    const report = useRef(onChange);
    useEffect(() => {
      report.current = onChange;
    }, [onChange]);

    useEffect(() => {
      let live = true;
      const load = () => {
        stop();
        import('altcha').then(() => live && setLoaded('ready')).catch(() => live && setLoaded('failed'));
      };
      const inView = new IntersectionObserver((seen) => {
        if (seen.some((entry) => entry.isIntersecting)) load();
      });
      const stop = () => {
        inView.disconnect();
        for (const type of FIRST_ACTIONS) document.removeEventListener(type, load, true);
      };
      if (box.current) inView.observe(box.current);
      for (const type of FIRST_ACTIONS) document.addEventListener(type, load, true);
      return () => {
        live = false;
        stop();
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
      <div ref={box} className={styles.botCheck}>
        {loaded === 'ready'
          ? createElement('altcha-widget', {
              ref: widget,
              challenge: '/api/altcha/challenge',
              auto: 'onload',
              name: 'altcha',
              configuration: JSON.stringify({ hideLogo: true, hideFooter: true }),
            })
          : null}
        {loaded === 'loading' && hydrated ? (
          <p className={styles.hint}>{FORM_TEXTS.botCheckLoading}</p>
        ) : null}
        {loaded === 'failed' ? (
          <p className={styles.errorMessage} role="alert">
            {FORM_TEXTS.botCheckFailed}
          </p>
        ) : null}
      </div>
    );
  },
);
