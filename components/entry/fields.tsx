/** Entry form fields: label, hint, error tied by aria-describedby (GOV.UK pattern), input bound by path. */
import { getIn, useFormikContext } from 'formik';
import { format } from '@react-input/mask';
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { errorId, fieldId, ruleOf, type EntryFormValues } from '@/lib/entry/form';
import { nationalPhoneDigits } from '@/lib/league/entry-fields';
import { useShownError } from './form-state';
import styles from './EntryForm.module.css';

export type InputAria = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

export type FieldRowProps = {
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (aria: InputAria) => ReactNode;
};

export function ErrorText({ path, message }: { path: string; message: string }) {
  return (
    <p id={errorId(path)} className={styles.errorMessage}>
      <span className={styles.visuallyHidden}>Error: </span>
      {message}
    </p>
  );
}

export function FieldRow({ path, label, hint, optional, className, children }: FieldRowProps) {
  const error = useShownError(path);
  const id = fieldId(path);
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? errorId(path) : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, error ? styles.fieldError : '', className ?? ''].join(' ').trim()}>
      <label htmlFor={id}>
        {label}
        {optional ? ' (optional)' : ''}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <ErrorText path={path} message={error} /> : null}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}

/** A field row whose input follows the field's rule (lib/league/entry-fields.ts): optional or not, its length and format. */
type RuledRowProps = Omit<FieldRowProps, 'children' | 'optional'>;

/** The input attributes of a text field's rule. */
function textRule(path: string): { optional: boolean; maxLength: number; pattern?: string } {
  const rule = ruleOf(path);
  if (!('max' in rule)) throw new Error(`${path} is a choice, not text`);
  return {
    optional: !rule.required,
    maxLength: rule.max,
    ...(rule.format ? { pattern: rule.format.pattern } : {}),
  };
}

type TextProps = RuledRowProps & {
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  type?: 'text' | 'email' | 'tel';
  size?: 'short' | 'medium';
  readOnly?: boolean;
};

export function TextField({ autoComplete, inputMode, type = 'text', size, readOnly, ...row }: TextProps) {
  const { getFieldProps } = useFormikContext<EntryFormValues>();
  const { optional, ...limits } = textRule(row.path);
  return (
    <FieldRow {...row} optional={optional}>
      {(aria) => (
        <input
          {...aria}
          {...getFieldProps(row.path)}
          className={[styles.input, size ? styles[size] : ''].join(' ').trim()}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          readOnly={readOnly}
          {...limits}
          spellCheck={type === 'email' ? false : undefined}
        />
      )}
    </FieldRow>
  );
}

export function TextAreaField(row: RuledRowProps) {
  const { getFieldProps } = useFormikContext<EntryFormValues>();
  const { optional, maxLength } = textRule(row.path);
  return (
    <FieldRow {...row} optional={optional}>
      {(aria) => (
        <textarea
          {...aria}
          {...getFieldProps(row.path)}
          className={styles.textarea}
          rows={4}
          maxLength={maxLength}
        />
      )}
    </FieldRow>
  );
}

/** A choice among the options of the field's rule. */
export function SelectField({ autoComplete, ...row }: RuledRowProps & { autoComplete?: string }) {
  const { getFieldProps } = useFormikContext<EntryFormValues>();
  const rule = ruleOf(row.path);
  if (!('options' in rule)) throw new Error(`${row.path} is text, not a choice`);
  const { options } = rule;
  return (
    <FieldRow {...row} optional={!rule.required}>
      {(aria) => (
        <select
          {...aria}
          {...getFieldProps(row.path)}
          className={`${styles.select} ${styles.medium}`}
          autoComplete={autoComplete}
        >
          <option value="">-- Select --</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldRow>
  );
}

/** How long typing may pause before the form hears of it. */
const COMMIT_AFTER_MS = 250;

/** Where the caret goes: just after the `count`-th digit of a masked value. */
function afterDigits(masked: string, count: number): number {
  if (count <= 0) return masked.search(/\d/) < 0 ? masked.length : masked.search(/\d/);
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (/\d/.test(masked[i]!) && (seen += 1) === count) return i + 1;
  }
  return masked.length;
}

/**
 * Phone and mobile masked by @react-input/mask: digits keep the mask's layout (international numbers in
 * national form), the caret follows the digit typed and Backspace over a space takes the digit before it.
 * The field keeps its own state so keystrokes never wait for a form re-render (slow phones, bot check); the
 * form hears of the value after a pause, on blur, or on Enter before sending.
 */
export function MaskedField({
  mask,
  autoComplete,
  ...row
}: RuledRowProps & { mask: { mask: string; replacement: Record<string, RegExp> }; autoComplete?: string }) {
  const { values, handleBlur, setFieldValue } = useFormikContext<EntryFormValues>();
  const { optional, ...limits } = textRule(row.path);
  const value = (getIn(values, row.path) as string) ?? '';
  const [text, setText] = useState(value);
  const [typing, setTyping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const slots = mask.mask.split('').filter((c) => c in mask.replacement).length;

  // A value set from outside while the field is not being typed in.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (!typing) setText(value);
  }
  useLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    void setFieldValue(row.path, next);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const at = event.target.selectionStart ?? raw.length;
    let digits = raw.replace(/\D/g, '');
    let before = raw.slice(0, at).replace(/\D/g, '').length;
    const deleting = (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward';
    if (deleting && digits === text.replace(/\D/g, '') && before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
    // International numbers become national digits; foreign or overlong ones stay for the schema to refuse.
    const national = nationalPhoneDigits(raw);
    if (national.startsWith('+')) {
      caret.current = at;
      setText(raw);
      setTyping(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(raw), COMMIT_AFTER_MS);
      return;
    }
    if (national !== raw.replace(/\D/g, '')) {
      digits = national;
      before = national.length;
    }
    const next = !digits ? '' : digits.length > slots ? digits : format(digits, mask);
    caret.current = afterDigits(next, Math.min(before, digits.length));
    setText(next);
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), COMMIT_AFTER_MS);
  };

  return (
    <FieldRow {...row} optional={optional}>
      {(aria) => (
        <input
          {...aria}
          {...limits}
          ref={input}
          name={row.path}
          value={text}
          onChange={onChange}
          onBlur={(event) => {
            setTyping(false);
            commit(text);
            handleBlur(event);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Send what was just typed: hand it to the form first, then submit once it has it.
            event.preventDefault();
            commit(text);
            const form = event.currentTarget.form;
            setTimeout(() => form?.requestSubmit());
          }}
          className={`${styles.input} ${styles.medium}`}
          type="tel"
          inputMode="numeric"
          autoComplete={autoComplete}
        />
      )}
    </FieldRow>
  );
}
