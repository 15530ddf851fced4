'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './EntryForm.module.css';

/** The message a coordinator reads first once a request is stored: it takes the focus, so it is heard first. */
export function ThankYou({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className={`${styles.message} ${styles.success}`} role="status">
      {children}
    </div>
  );
}
